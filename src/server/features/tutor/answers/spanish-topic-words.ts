/**
 * "¿Me enseñas los números?", "Can you teach me some words for food?": Lucía's everyday words of a topic, each with
 * its English, and a note where Spanish works differently. Each topic is data with the questions it must answer and
 * those it must leave to other answers (spanish-topic-words.test.ts); every word passes her Spanish checker.
 */

export type SpanishTopicWords = {
  id: string;
  /** What learners call the topic, in Spanish or English. */
  topic: RegExp;
  /** The topic as she names it back ('de la comida'), and in English. */
  named: string;
  namedEn: string;
  words: ReadonlyArray<readonly [spanish: string, english: string]>;
  note?: string;
  examples: readonly string[];
  counterExamples: readonly string[];
};

/**
 * Counting, not telling: 'contar' and 'count' alone or with what counting takes ('contar hasta diez', 'count to ten', 'contar en
 * español'); 'Os quiero contar de mi amigo', 'te cuento que...' tell a story ('contar de', 'contar que').
 */
const COUNTING = String.raw`\b(?:count|contar)\b(?=\s*(?:$|[?.!,]|hasta|to\b|up to|in spanish|en español|del? (?:uno|1)|from))`;
/** A request for words: 'palabras de', 'vocabulario para', 'enséñame los...', 'words for', 'teach me the...'. */
/** 'Learn' asks for words, but not 'learn to' another skill ('Quiero aprender a cocinar comida española' is a plan, not a request for food words). */
const ASKS_WORDS = new RegExp(String.raw`\b(?:palabras|vocabulario|words?|vocabulary|vocab)\b|\bense[ñn]a(?:s|me|rme)?\b|\bteach me\b|\b(?:learn|aprender)\b(?! (?:to|a) (?!(?:say|decir|count|contar|name|nombrar)\b)\p{L})|${COUNTING}`, 'iu');
/** Asked to be given or taught them, not told ('Sé los números'). */
const ASKS_TO_LEARN = /\b(?:ense[ñn]\p{L}*|dame|dime|das|puedes|podemos|quiero|me gustar[ií]a|teach|give|tell|show|can|could|want|learn|some|any|useful|basic|how (?:do|can) i)(?![\p{L}])|c[oó]mo (?:se )?cuent/iu;

export const SPANISH_TOPIC_WORDS: readonly SpanishTopicWords[] = [
  {
    id: 'numeros',
    topic: new RegExp(String.raw`\bn[uú]meros\b|\bnumbers\b|${COUNTING}`, 'iu'),
    named: 'los números',
    namedEn: 'the numbers',
    words: [['uno', '1'], ['dos', '2'], ['tres', '3'], ['cuatro', '4'], ['cinco', '5'], ['seis', '6'], ['siete', '7'], ['ocho', '8'], ['nueve', '9'], ['diez', '10']],
    note: 'Then once, doce, trece... up to veinte (20); veintiuno (21) is one word, and from thirty on you add y: treinta y uno (31).',
    examples: ['¿Me enseñas los números?', 'Can you teach me the numbers?', 'How do I count to ten in Spanish?'],
    counterExamples: ['Mi número de teléfono es el 5.', 'Sé los números.', 'Os quiero contar de mi mejor amigo.', 'Quiero contarte que tengo un perro nuevo.'],
  },
  {
    id: 'dias',
    topic: /\bd[ií]as de la semana\b|\blos d[ií]as\b|\bdays of the week\b|\bthe days\b/iu,
    named: 'los días',
    namedEn: 'the days of the week',
    words: [['lunes', 'Monday'], ['martes', 'Tuesday'], ['miércoles', 'Wednesday'], ['jueves', 'Thursday'], ['viernes', 'Friday'], ['sábado', 'Saturday'], ['domingo', 'Sunday']],
    note: 'Spanish writes them with a small letter, and on Monday is el lunes: el lunes voy al gimnasio.',
    examples: ['¿Me enseñas los días en español?', 'Can you teach me the days of the week?'],
    counterExamples: ['Trabajo todos los días.'],
  },
  {
    id: 'meses',
    topic: /\bmeses\b|\bmonths\b/iu,
    named: 'los meses',
    namedEn: 'the months',
    words: [['enero', 'January'], ['febrero', 'February'], ['marzo', 'March'], ['abril', 'April'], ['mayo', 'May'], ['junio', 'June'], ['julio', 'July'], ['agosto', 'August'], ['septiembre', 'September'], ['octubre', 'October'], ['noviembre', 'November'], ['diciembre', 'December']],
    note: 'They take a small letter too, and in May is en mayo.',
    examples: ['¿Me enseñas los meses?', 'Can you teach me the months in Spanish?'],
    counterExamples: ['Vivo aquí desde hace tres meses.'],
  },
  {
    id: 'colores',
    topic: /\bcolou?res\b|\bcolou?rs\b/iu,
    named: 'los colores',
    namedEn: 'the colours',
    words: [['rojo', 'red'], ['azul', 'blue'], ['verde', 'green'], ['amarillo', 'yellow'], ['negro', 'black'], ['blanco', 'white'], ['gris', 'grey'], ['naranja', 'orange']],
    note: 'Those ending in -o change with the noun: el coche rojo, la casa roja.',
    examples: ['¿Me enseñas los colores?', 'Can you teach me some colours?'],
    counterExamples: ['Me gustan los colores de tu casa.'],
  },
  {
    id: 'comida',
    topic: /\bcomida\b|\bfood\b|\bcomer\b|\beating\b/iu,
    named: 'de la comida',
    namedEn: 'for food',
    words: [['el pan', 'bread'], ['el queso', 'cheese'], ['la carne', 'meat'], ['el pescado', 'fish'], ['la fruta', 'fruit'], ['las verduras', 'vegetables'], ['el arroz', 'rice'], ['el huevo', 'egg']],
    examples: ['¿Me enseñas palabras de comida?', 'Can you teach me some words for food?', 'Quiero aprender la comida en español.', 'I want to learn to say food words.'],
    counterExamples: ['Ayer cenamos comida china en casa.', 'Quiero aprender a cocinar comida española.', 'I want to learn to cook Indian food.'],
  },
  {
    id: 'familia',
    topic: /\bfamilia\b|\bfamily\b/iu,
    named: 'de la familia',
    namedEn: 'for the family',
    words: [['la madre', 'mother'], ['el padre', 'father'], ['el hermano', 'brother'], ['la hermana', 'sister'], ['el hijo', 'son'], ['la hija', 'daughter'], ['el abuelo', 'grandfather'], ['la abuela', 'grandmother']],
    note: 'Los padres is the parents and los hermanos the brothers and sisters together.',
    examples: ['¿Me enseñas vocabulario de la familia?', 'Can you teach me family words?'],
    counterExamples: ['Mi familia vive en Madrid.'],
  },
  {
    id: 'ropa',
    topic: /\bropa\b|\bclothes\b|\bclothing\b/iu,
    named: 'de la ropa',
    namedEn: 'for clothes',
    words: [['la camisa', 'shirt'], ['los pantalones', 'trousers'], ['el vestido', 'dress'], ['los zapatos', 'shoes'], ['la chaqueta', 'jacket'], ['el abrigo', 'coat'], ['la falda', 'skirt'], ['el jersey', 'jumper']],
    examples: ['¿Me das palabras de ropa?', 'Can you teach me words for clothes?'],
    counterExamples: ['Compré ropa ayer.'],
  },
  {
    id: 'tiempo',
    topic: /\bel tiempo\b|\bweather\b|\bclima\b/iu,
    named: 'del tiempo',
    namedEn: 'for the weather',
    words: [['hace sol', "it's sunny"], ['hace calor', "it's hot"], ['hace frío', "it's cold"], ['llueve', "it's raining"], ['nieva', "it's snowing"], ['está nublado', "it's cloudy"], ['hace viento', "it's windy"]],
    note: 'Spanish says the weather makes it: hace frío, literally it makes cold.',
    examples: ['¿Me enseñas vocabulario para el tiempo?', 'Can you teach me words about the weather?'],
    counterExamples: ['No tengo tiempo.', '¿Qué tiempo hace hoy?'],
  },
  {
    id: 'viaje',
    topic: /\bviajes?\b|\bviajar\b|\btravel\w*\b|\btrips?\b|\bairport\b|\baeropuerto\b/iu,
    named: 'para viajar',
    namedEn: 'for travelling',
    words: [['el billete', 'ticket'], ['el pasaporte', 'passport'], ['la maleta', 'suitcase'], ['el aeropuerto', 'airport'], ['la estación', 'station'], ['el tren', 'train'], ['la reserva', 'booking'], ['el equipaje', 'luggage']],
    examples: ['¿Me enseñas palabras para viajar?', 'Can you teach me some travel words?'],
    counterExamples: ['Quiero practicar para mi viaje a México.'],
  },
];

/** The topic whose words Lucía is asked to teach, or null. */
export function findSpanishTopicWords(question: string): SpanishTopicWords | null {
  if (!ASKS_WORDS.test(question) || !ASKS_TO_LEARN.test(question)) return null;
  return SPANISH_TOPIC_WORDS.find((topic) => topic.topic.test(question)) ?? null;
}

/** How many words she lists at once (the numbers show all ten). */
const WORDS_SHOWN = 8;

/** Her answer: the words with their English, the note, and a sentence to make with two of them. */
export function describeSpanishTopicWords(topic: SpanishTopicWords): { text: string; followUp: string } {
  const shown = topic.words.slice(0, topic.id === 'numeros' || topic.id === 'meses' ? topic.words.length : WORDS_SHOWN);
  const list = shown.map(([spanish, english]) => `${spanish} (${english})`).join(', ');
  const [first, second] = shown.map(([spanish]) => spanish);
  const intro = /^(?:los|las) /.test(topic.named) ? `Aquí tienes ${topic.named}` : `Aquí tienes palabras ${topic.named}`;
  return {
    text: `¡Claro que sí! ${intro}: ${list}.${topic.note ? ` (${topic.note})` : ''}`,
    followUp: `¿Puedes hacer una frase con «${first}» y «${second}»? (Can you make a sentence with them?)`,
  };
}
