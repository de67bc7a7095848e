/**
 * "How do I conjugate 'ir'?", "¿Cómo se conjuga tener?", "¿Cuál es el pasado de 'ir'?": the present tense, and the past
 * (pretérito indefinido) when the past is asked for, of the verbs learners need first, as
 * data, written out by hand, and the three regular models. A verb not in the table is never conjugated by rule
 * (many change their stem: quiero, puedo, duermo): Lucía gives its model and says to check it.
 */

type Forms = readonly [string, string, string, string, string, string];
/** `forms`: the present; `preterite`: the past learners ask for first ('fui', 'tuve', 'hablé'), the pretérito indefinido. */
export type Conjugation = { verb: string; english: string; forms: Forms; preterite: Forms; practice: string };

const PERSONS = ['yo', 'tú', 'él/ella', 'nosotros', 'vosotros', 'ellos'] as const;

export const CONJUGATIONS: readonly Conjugation[] = [
  { verb: 'ser', english: 'to be', forms: ['soy', 'eres', 'es', 'somos', 'sois', 'son'], preterite: ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'], practice: '¿De dónde eres? (Where are you from?)' },
  { verb: 'estar', english: 'to be (how or where)', forms: ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'], preterite: ['estuve', 'estuviste', 'estuvo', 'estuvimos', 'estuvisteis', 'estuvieron'], practice: '¿Cómo estás hoy? (How are you today?)' },
  { verb: 'ir', english: 'to go', forms: ['voy', 'vas', 'va', 'vamos', 'vais', 'van'], preterite: ['fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron'], practice: '¿Adónde vas este fin de semana? (Where are you going this weekend?)' },
  { verb: 'tener', english: 'to have', forms: ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'], preterite: ['tuve', 'tuviste', 'tuvo', 'tuvimos', 'tuvisteis', 'tuvieron'], practice: '¿Tienes hermanos? (Do you have brothers or sisters?)' },
  { verb: 'hacer', english: 'to do, to make', forms: ['hago', 'haces', 'hace', 'hacemos', 'hacéis', 'hacen'], preterite: ['hice', 'hiciste', 'hizo', 'hicimos', 'hicisteis', 'hicieron'], practice: '¿Qué haces los sábados? (What do you do on Saturdays?)' },
  { verb: 'poder', english: 'to be able to, can', forms: ['puedo', 'puedes', 'puede', 'podemos', 'podéis', 'pueden'], preterite: ['pude', 'pudiste', 'pudo', 'pudimos', 'pudisteis', 'pudieron'], practice: '¿Qué puedes cocinar? (What can you cook?)' },
  { verb: 'querer', english: 'to want', forms: ['quiero', 'quieres', 'quiere', 'queremos', 'queréis', 'quieren'], preterite: ['quise', 'quisiste', 'quiso', 'quisimos', 'quisisteis', 'quisieron'], practice: '¿Qué quieres hacer este verano? (What do you want to do this summer?)' },
  { verb: 'decir', english: 'to say', forms: ['digo', 'dices', 'dice', 'decimos', 'decís', 'dicen'], preterite: ['dije', 'dijiste', 'dijo', 'dijimos', 'dijisteis', 'dijeron'], practice: '¿Cómo se dice «hello» en español? (How do you say hello in Spanish?)' },
  { verb: 'venir', english: 'to come', forms: ['vengo', 'vienes', 'viene', 'venimos', 'venís', 'vienen'], preterite: ['vine', 'viniste', 'vino', 'vinimos', 'vinisteis', 'vinieron'], practice: '¿Vienes a clase mañana? (Are you coming to class tomorrow?)' },
  { verb: 'saber', english: 'to know (a fact)', forms: ['sé', 'sabes', 'sabe', 'sabemos', 'sabéis', 'saben'], preterite: ['supe', 'supiste', 'supo', 'supimos', 'supisteis', 'supieron'], practice: '¿Sabes nadar? (Can you swim?)' },
  { verb: 'dormir', english: 'to sleep', forms: ['duermo', 'duermes', 'duerme', 'dormimos', 'dormís', 'duermen'], preterite: ['dormí', 'dormiste', 'durmió', 'dormimos', 'dormisteis', 'durmieron'], practice: '¿Cuántas horas duermes? (How many hours do you sleep?)' },
  { verb: 'pedir', english: 'to ask for, to order', forms: ['pido', 'pides', 'pide', 'pedimos', 'pedís', 'piden'], preterite: ['pedí', 'pediste', 'pidió', 'pedimos', 'pedisteis', 'pidieron'], practice: '¿Qué pides en un bar? (What do you order in a bar?)' },
  { verb: 'jugar', english: 'to play (a game or sport)', forms: ['juego', 'juegas', 'juega', 'jugamos', 'jugáis', 'juegan'], preterite: ['jugué', 'jugaste', 'jugó', 'jugamos', 'jugasteis', 'jugaron'], practice: '¿A qué juegas con tus amigos? (What do you play with your friends?)' },
  { verb: 'volver', english: 'to come back', forms: ['vuelvo', 'vuelves', 'vuelve', 'volvemos', 'volvéis', 'vuelven'], preterite: ['volví', 'volviste', 'volvió', 'volvimos', 'volvisteis', 'volvieron'], practice: '¿A qué hora vuelves a casa? (What time do you come home?)' },
  { verb: 'empezar', english: 'to start', forms: ['empiezo', 'empiezas', 'empieza', 'empezamos', 'empezáis', 'empiezan'], preterite: ['empecé', 'empezaste', 'empezó', 'empezamos', 'empezasteis', 'empezaron'], practice: '¿A qué hora empiezas a trabajar? (What time do you start work?)' },
  { verb: 'salir', english: 'to go out, to leave', forms: ['salgo', 'sales', 'sale', 'salimos', 'salís', 'salen'], preterite: ['salí', 'saliste', 'salió', 'salimos', 'salisteis', 'salieron'], practice: '¿Sales mucho los fines de semana? (Do you go out much at the weekend?)' },
  { verb: 'poner', english: 'to put', forms: ['pongo', 'pones', 'pone', 'ponemos', 'ponéis', 'ponen'], preterite: ['puse', 'pusiste', 'puso', 'pusimos', 'pusisteis', 'pusieron'], practice: '¿Dónde pones las llaves? (Where do you put your keys?)' },
  { verb: 'conocer', english: 'to know (a person or place)', forms: ['conozco', 'conoces', 'conoce', 'conocemos', 'conocéis', 'conocen'], preterite: ['conocí', 'conociste', 'conoció', 'conocimos', 'conocisteis', 'conocieron'], practice: '¿Conoces Madrid? (Do you know Madrid?)' },
  { verb: 'ver', english: 'to see, to watch', forms: ['veo', 'ves', 've', 'vemos', 'veis', 'ven'], preterite: ['vi', 'viste', 'vio', 'vimos', 'visteis', 'vieron'], practice: '¿Qué series ves? (Which series do you watch?)' },
  { verb: 'dar', english: 'to give', forms: ['doy', 'das', 'da', 'damos', 'dais', 'dan'], preterite: ['di', 'diste', 'dio', 'dimos', 'disteis', 'dieron'], practice: '¿Qué regalo das a tus amigos? (What present do you give your friends?)' },
  { verb: 'hablar', english: 'to speak, the model for regular -ar verbs', forms: ['hablo', 'hablas', 'habla', 'hablamos', 'habláis', 'hablan'], preterite: ['hablé', 'hablaste', 'habló', 'hablamos', 'hablasteis', 'hablaron'], practice: '¿Qué idiomas hablas? (Which languages do you speak?)' },
  { verb: 'comer', english: 'to eat, the model for regular -er verbs', forms: ['como', 'comes', 'come', 'comemos', 'coméis', 'comen'], preterite: ['comí', 'comiste', 'comió', 'comimos', 'comisteis', 'comieron'], practice: '¿Qué comes normalmente? (What do you usually eat?)' },
  { verb: 'vivir', english: 'to live, the model for regular -ir verbs', forms: ['vivo', 'vives', 'vive', 'vivimos', 'vivís', 'viven'], preterite: ['viví', 'viviste', 'vivió', 'vivimos', 'vivisteis', 'vivieron'], practice: '¿Dónde vives? (Where do you live?)' },
];

/** The past asked for ('el pasado de ir', 'the past tense of tener', 'el pretérito de hacer'). */
export const ASKS_PAST = /(?<![\p{L}])(?:pasado|pret[eé]rito(?: indefinido| perfecto simple)?|past(?: tense| simple)?|preterite)(?![\p{L}])/iu;
export const ASKS_CONJUGATION = /\b(?:conjugat(?:e|ion|ions)|conjuga(?:r|ción|n|s)?|se conjuga)\b|(?<![\p{L}])(?:el )?(?:pasado|pret[eé]rito(?: indefinido| perfecto simple)?)(?: del? (?:verbo )?)["'‘“«]?\p{L}*(?:ar|er|ir|ír)["'’”»]?|(?<![\p{L}])(?:past(?: tense| simple)?|preterite) (?:of|for) (?:the (?:spanish )?verb )?["'‘“«]?\p{L}*(?:ar|er|ir|ír)["'’”»]?/iu;
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

export function conjugate(verb: string, isPast = false): { table: string; english: string; practice: string } | { model: Conjugation } | null {
  const found = inTable(verb);
  if (found) return { table: (isPast ? found.preterite : found.forms).map((form, i) => `${PERSONS[i]} ${form}`).join(', '), english: found.english, practice: found.practice };
  const ending = /(?:ar|er|ir|ír)$/i.exec(verb)?.[0]?.toLowerCase().replace('í', 'i');
  const model = CONJUGATIONS.find((c) => ending && c.verb.endsWith(ending) && c.english.includes('model'));
  return model ? { model } : null;
}
