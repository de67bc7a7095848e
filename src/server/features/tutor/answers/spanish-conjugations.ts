/**
 * "How do I conjugate 'ir'?", "¿Cómo se conjuga tener?": the present tense of the verbs learners need first, as
 * data, written out by hand, and the three regular models. A verb not in the table is never conjugated by rule
 * (many change their stem: quiero, puedo, duermo): Lucía gives its model and says to check it.
 */

export type Conjugation = { verb: string; english: string; forms: readonly [string, string, string, string, string, string]; practice: string };

const PERSONS = ['yo', 'tú', 'él/ella', 'nosotros', 'vosotros', 'ellos'] as const;

export const CONJUGATIONS: readonly Conjugation[] = [
  { verb: 'ser', english: 'to be', forms: ['soy', 'eres', 'es', 'somos', 'sois', 'son'], practice: '¿De dónde eres? (Where are you from?)' },
  { verb: 'estar', english: 'to be (how or where)', forms: ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'], practice: '¿Cómo estás hoy? (How are you today?)' },
  { verb: 'ir', english: 'to go', forms: ['voy', 'vas', 'va', 'vamos', 'vais', 'van'], practice: '¿Adónde vas este fin de semana? (Where are you going this weekend?)' },
  { verb: 'tener', english: 'to have', forms: ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'], practice: '¿Tienes hermanos? (Do you have brothers or sisters?)' },
  { verb: 'hacer', english: 'to do, to make', forms: ['hago', 'haces', 'hace', 'hacemos', 'hacéis', 'hacen'], practice: '¿Qué haces los sábados? (What do you do on Saturdays?)' },
  { verb: 'poder', english: 'to be able to, can', forms: ['puedo', 'puedes', 'puede', 'podemos', 'podéis', 'pueden'], practice: '¿Qué puedes cocinar? (What can you cook?)' },
  { verb: 'querer', english: 'to want', forms: ['quiero', 'quieres', 'quiere', 'queremos', 'queréis', 'quieren'], practice: '¿Qué quieres hacer este verano? (What do you want to do this summer?)' },
  { verb: 'decir', english: 'to say', forms: ['digo', 'dices', 'dice', 'decimos', 'decís', 'dicen'], practice: '¿Cómo se dice «hello» en español? (How do you say hello in Spanish?)' },
  { verb: 'venir', english: 'to come', forms: ['vengo', 'vienes', 'viene', 'venimos', 'venís', 'vienen'], practice: '¿Vienes a clase mañana? (Are you coming to class tomorrow?)' },
  { verb: 'saber', english: 'to know (a fact)', forms: ['sé', 'sabes', 'sabe', 'sabemos', 'sabéis', 'saben'], practice: '¿Sabes nadar? (Can you swim?)' },
  { verb: 'dormir', english: 'to sleep', forms: ['duermo', 'duermes', 'duerme', 'dormimos', 'dormís', 'duermen'], practice: '¿Cuántas horas duermes? (How many hours do you sleep?)' },
  { verb: 'pedir', english: 'to ask for, to order', forms: ['pido', 'pides', 'pide', 'pedimos', 'pedís', 'piden'], practice: '¿Qué pides en un bar? (What do you order in a bar?)' },
  { verb: 'jugar', english: 'to play (a game or sport)', forms: ['juego', 'juegas', 'juega', 'jugamos', 'jugáis', 'juegan'], practice: '¿A qué juegas con tus amigos? (What do you play with your friends?)' },
  { verb: 'volver', english: 'to come back', forms: ['vuelvo', 'vuelves', 'vuelve', 'volvemos', 'volvéis', 'vuelven'], practice: '¿A qué hora vuelves a casa? (What time do you come home?)' },
  { verb: 'empezar', english: 'to start', forms: ['empiezo', 'empiezas', 'empieza', 'empezamos', 'empezáis', 'empiezan'], practice: '¿A qué hora empiezas a trabajar? (What time do you start work?)' },
  { verb: 'salir', english: 'to go out, to leave', forms: ['salgo', 'sales', 'sale', 'salimos', 'salís', 'salen'], practice: '¿Sales mucho los fines de semana? (Do you go out much at the weekend?)' },
  { verb: 'poner', english: 'to put', forms: ['pongo', 'pones', 'pone', 'ponemos', 'ponéis', 'ponen'], practice: '¿Dónde pones las llaves? (Where do you put your keys?)' },
  { verb: 'conocer', english: 'to know (a person or place)', forms: ['conozco', 'conoces', 'conoce', 'conocemos', 'conocéis', 'conocen'], practice: '¿Conoces Madrid? (Do you know Madrid?)' },
  { verb: 'ver', english: 'to see, to watch', forms: ['veo', 'ves', 've', 'vemos', 'veis', 'ven'], practice: '¿Qué series ves? (Which series do you watch?)' },
  { verb: 'dar', english: 'to give', forms: ['doy', 'das', 'da', 'damos', 'dais', 'dan'], practice: '¿Qué regalo das a tus amigos? (What present do you give your friends?)' },
  { verb: 'hablar', english: 'to speak, the model for regular -ar verbs', forms: ['hablo', 'hablas', 'habla', 'hablamos', 'habláis', 'hablan'], practice: '¿Qué idiomas hablas? (Which languages do you speak?)' },
  { verb: 'comer', english: 'to eat, the model for regular -er verbs', forms: ['como', 'comes', 'come', 'comemos', 'coméis', 'comen'], practice: '¿Qué comes normalmente? (What do you usually eat?)' },
  { verb: 'vivir', english: 'to live, the model for regular -ir verbs', forms: ['vivo', 'vives', 'vive', 'vivimos', 'vivís', 'viven'], practice: '¿Dónde vives? (Where do you live?)' },
];

export const ASKS_CONJUGATION = /\b(?:conjugat(?:e|ion|ions)|conjuga(?:r|ción|n|s)?|se conjuga)\b/iu;
/** The verb asked about: quoted, or the last Spanish-looking infinitive in the question. */
const INFINITIVE = /(?<!\p{L})["'‘“«]?(\p{L}*(?:ar|er|ir|ír))["'’”»]?(?!\p{L})/giu;

/** Words with an infinitive's ending that are not the verb asked about: 'conjugar' itself, and English ones. */
const NOT_VERBS = /^(?:conjugar|per|after|other|over|under|never|ever|either|neither|whether|mother|father|brother|sister|water|better|later)$/;

const inTable = (verb: string) => CONJUGATIONS.find((c) => c.verb === verb.toLowerCase());

export function findVerbAsked(question: string): string | undefined {
  if (!ASKS_CONJUGATION.test(question)) return undefined;
  const verbs = [...question.matchAll(INFINITIVE)].map((m) => m[1]!.toLowerCase()).filter((v) => !NOT_VERBS.test(v));
  return verbs.find((v) => inTable(v)) ?? verbs.at(-1);
}

export function conjugate(verb: string): { table: string; english: string; practice: string } | { model: Conjugation } | null {
  const found = inTable(verb);
  if (found) return { table: found.forms.map((form, i) => `${PERSONS[i]} ${form}`).join(', '), english: found.english, practice: found.practice };
  const ending = /(?:ar|er|ir|ír)$/i.exec(verb)?.[0]?.toLowerCase().replace('í', 'i');
  const model = CONJUGATIONS.find((c) => ending && c.verb.endsWith(ending) && c.english.includes('model'));
  return model ? { model } : null;
}
