/**
 * Lucía's other ways to say the everyday Spanish words learners lean on ("¿Cómo se dice 'bonito' de otra manera?",
 * "¿Qué es lo contrario de 'difícil'?"): the closest first, with how they differ in English where it matters.
 * Hand-written, like spanish-everyday-words.json; a word not here gets an honest answer.
 */
import { stripAccents } from '../../../lib/strip-accents';

export type SpanishWordAlternatives = {
  word: string;
  others: readonly string[];
  /** In English: how the others differ, and where they are said. */
  note?: string;
  opposites?: readonly string[];
  /** A sentence of our own with one of `others`. */
  example: string;
};

export const SPANISH_WORD_ALTERNATIVES: readonly SpanishWordAlternatives[] = [
  { word: 'bonito', others: ['precioso', 'lindo', 'hermoso', 'mono'], note: "'Precioso' is very pretty, 'lindo' is used more in Latin America, 'hermoso' sounds a little literary, and in Spain 'mono' means cute.", opposites: ['feo'], example: 'El pueblo es precioso.' },
  { word: 'grande', others: ['enorme', 'amplio', 'gigante'], note: "'Enorme' is very big, and 'amplio' is big inside, with plenty of room.", opposites: ['pequeño'], example: 'Tienen un salón muy amplio.' },
  { word: 'pequeño', others: ['chico', 'diminuto', 'reducido'], note: "'Chico' is common in Latin America, 'diminuto' is tiny, and 'reducido' suits numbers and spaces.", opposites: ['grande'], example: 'Vivimos en un piso diminuto.' },
  { word: 'bueno', others: ['estupendo', 'genial', 'excelente', 'magnífico'], note: "'Genial' is informal, and 'excelente' suits writing too.", opposites: ['malo'], example: 'La comida estaba estupenda.' },
  { word: 'malo', others: ['terrible', 'horrible', 'pésimo', 'fatal'], note: "'Pésimo' is the worst, and in Spain 'fatal' means very bad: el servicio fue fatal.", opposites: ['bueno'], example: 'El servicio fue pésimo.' },
  { word: 'feliz', others: ['contento', 'alegre', 'encantado'], note: "'Contento' goes with estar, 'alegre' is a cheerful character or mood, and 'encantado' is delighted.", opposites: ['triste'], example: 'Mi hermano está muy contento con su nuevo trabajo.' },
  { word: 'contento', others: ['feliz', 'alegre', 'satisfecho', 'encantado'], note: "'Satisfecho' is pleased with a result, and 'encantado' is delighted.", opposites: ['triste', 'descontento'], example: 'Estamos muy satisfechos con el hotel.' },
  { word: 'triste', others: ['desanimado', 'apenado', 'deprimido'], note: "'Desanimado' has lost heart, and 'deprimido' is very sad, or depressed.", opposites: ['feliz', 'alegre', 'contento'], example: 'Está un poco desanimado por el examen.' },
  { word: 'difícil', others: ['complicado', 'duro', 'complejo'], note: "'Complicado' has many parts or problems, and 'duro' is hard to live through.", opposites: ['fácil', 'sencillo'], example: 'El primer mes en la ciudad fue duro.' },
  { word: 'fácil', others: ['sencillo', 'simple'], opposites: ['difícil', 'complicado'], example: 'La receta es muy sencilla.' },
  { word: 'interesante', others: ['fascinante', 'apasionante', 'curioso'], note: "'Fascinante' and 'apasionante' are very interesting, and 'curioso' is interesting because it's unusual.", opposites: ['aburrido'], example: 'Es un libro fascinante.' },
  { word: 'aburrido', others: ['pesado', 'monótono', 'soso'], note: "'Pesado' is boring and long, 'monótono' is always the same, and 'soso' is dull, or bland for food.", opposites: ['divertido', 'interesante'], example: 'La reunión fue muy pesada.' },
  { word: 'divertido', others: ['entretenido', 'gracioso', 'genial'], note: "'Entretenido' keeps you interested, and 'gracioso' makes you laugh.", opposites: ['aburrido'], example: 'La película es muy entretenida.' },
  { word: 'importante', others: ['fundamental', 'esencial', 'clave'], note: "'Clave' often goes after a noun: un momento clave.", opposites: ['secundario', 'insignificante'], example: 'Dormir bien es fundamental.' },
  { word: 'muy', others: ['bastante', 'realmente', 'súper', 'sumamente'], note: "'Bastante' is quite, 'súper' is informal, and 'sumamente' is formal; you can also add -ísimo: riquísimo.", example: 'El examen fue realmente difícil.' },
  { word: 'mucho', others: ['bastante', 'muchísimo', 'un montón'], note: "'Un montón de' is informal, and 'bastante' is quite a lot.", opposites: ['poco'], example: 'Tengo un montón de trabajo esta semana.' },
  { word: 'cansado', others: ['agotado', 'rendido', 'hecho polvo'], note: "'Agotado' and 'rendido' are very tired, and 'hecho polvo' is informal.", opposites: ['descansado'], example: 'Después del viaje estaba agotado.' },
  { word: 'enfadado', others: ['molesto', 'furioso', 'enojado'], note: "'Molesto' is a little angry, 'furioso' very angry, and 'enojado' is what Latin America says.", opposites: ['tranquilo'], example: 'Mi jefe está molesto por el retraso.' },
  { word: 'rápido', others: ['veloz', 'ágil'], note: "'Veloz' sounds a little literary; as an adverb, say 'deprisa' or 'rápidamente'.", opposites: ['lento'], example: 'Es un tren muy veloz.' },
  { word: 'caro', others: ['costoso', 'carísimo'], note: "'Costoso' is a little more formal, and 'carísimo' is very expensive.", opposites: ['barato'], example: 'Es un tratamiento muy costoso.' },
  { word: 'barato', others: ['económico', 'asequible', 'de buen precio'], note: "'Económico' and 'asequible' sound better in a shop or a review, as 'barato' can mean low quality.", opposites: ['caro'], example: 'Es un hotel económico y limpio.' },
  { word: 'raro', others: ['extraño', 'curioso', 'poco común'], note: "'Curioso' is strange in an interesting way.", opposites: ['normal', 'común'], example: 'Se oye un ruido extraño.' },
  { word: 'guapo', others: ['atractivo', 'bello', 'mono'], note: "'Atractivo' is the neutral word, and 'mono' is cute, in Spain.", opposites: ['feo'], example: 'Es un actor muy atractivo.' },
  { word: 'rico', others: ['delicioso', 'sabroso', 'exquisito'], note: "For food; about a person, 'rico' means wealthy, like 'adinerado'.", opposites: ['malo', 'soso'], example: 'La paella estaba deliciosa.' },
  { word: 'cosa', others: ['asunto', 'tema', 'objeto'], note: "'Asunto' and 'tema' are matters to talk about, and 'objeto' is a thing you can touch.", example: 'Tenemos que hablar de un asunto importante.' },
  { word: 'trabajo', others: ['empleo', 'puesto', 'curro'], note: "'Empleo' is formal, 'puesto' is a post in a company, and 'curro' is informal, in Spain.", example: 'Busco empleo en Valencia.' },
  { word: 'amigo', others: ['compañero', 'colega', 'conocido'], note: "'Compañero' is from work or class, 'colega' is informal in Spain, and a 'conocido' is someone you know a little.", example: 'Voy al cine con un compañero de trabajo.' },
  { word: 'decir', others: ['contar', 'comentar', 'mencionar', 'explicar'], note: "'Contar' is to tell a story or news, and 'comentar' is to mention in passing.", example: 'Me comentó que se muda a Madrid.' },
  { word: 'hacer', others: ['realizar', 'preparar', 'crear'], note: "'Realizar' is formal, and 'preparar' is for food.", example: 'Preparé la cena para todos.' },
  { word: 'hablar', others: ['charlar', 'conversar', 'platicar'], note: "'Charlar' is friendly, and 'platicar' is what Mexico says.", example: 'Charlamos toda la tarde.' },
  { word: 'querer', others: ['desear', 'tener ganas de', 'apetecer'], note: "'Desear' is formal, and in Spain 'me apetece' is the friendly way: me apetece un café.", example: 'Me apetece un café.' },
  { word: 'empezar', others: ['comenzar', 'iniciar'], note: "'Comenzar' is a little more formal, and 'iniciar' is formal.", opposites: ['terminar', 'acabar'], example: 'Vamos a comenzar la reunión.' },
  { word: 'terminar', others: ['acabar', 'finalizar'], note: "'Acabar' is the everyday word in Spain, and 'finalizar' is formal.", opposites: ['empezar', 'comenzar'], example: 'La película acaba a las diez.' },
  { word: 'ayudar', others: ['echar una mano', 'apoyar', 'colaborar'], note: "'Echar una mano' is friendly, and 'apoyar' is to support.", example: '¿Me echas una mano con las cajas?' },
  { word: 'pensar', others: ['creer', 'opinar', 'considerar'], note: "'Opinar' is to give your opinion, and 'considerar' is formal.", example: 'Creo que es una buena idea.' },
  { word: 'también', others: ['además', 'asimismo'], note: "'Además' adds a new point, and 'asimismo' is formal; after a negative, say 'tampoco'.", opposites: ['tampoco'], example: 'Además, habla francés.' },
  { word: 'pero', others: ['sin embargo', 'aunque', 'no obstante'], note: "'Sin embargo' and 'no obstante' begin a new sentence, and 'no obstante' is formal.", example: 'Es caro. Sin embargo, merece la pena.' },
  { word: 'porque', others: ['ya que', 'puesto que', 'como'], note: "'Como' goes at the start of the sentence: como llueve, me quedo en casa.", example: 'Me quedo en casa, ya que llueve.' },
  { word: 'ahora', others: ['ahora mismo', 'actualmente', 'en este momento'], note: "'Actualmente' means these days, not actually.", example: 'Actualmente vivo en Sevilla.' },
  { word: 'problema', others: ['inconveniente', 'dificultad', 'lío'], note: "'Inconveniente' is softer, and 'lío' is an informal mess.", opposites: ['solución'], example: 'Hubo un pequeño inconveniente con la reserva.' },
  { word: 'dinero', others: ['efectivo', 'pasta', 'plata'], note: "'Efectivo' is cash, 'pasta' is informal in Spain, and 'plata' is informal in much of Latin America.", example: 'No llevo efectivo.' },
  { word: 'quizás', others: ['tal vez', 'a lo mejor', 'puede que'], note: "'A lo mejor' takes the indicative, 'puede que' the subjunctive, and 'quizás' and 'tal vez' either.", example: 'A lo mejor vamos a la playa mañana.' },
];

const ENTRY_BY_WORD = new Map(SPANISH_WORD_ALTERNATIVES.map((entry) => [entry.word, entry]));
const ENTRY_BY_PLAIN_WORD = new Map(SPANISH_WORD_ALTERNATIVES.map((entry) => [stripAccents(entry.word), entry]));

/** A word asked about, with or without its accent, in the masculine singular or as written ('bonita', 'bonitos'). */
export function findSpanishWordAlternatives(word: string): SpanishWordAlternatives | undefined {
  const key = stripAccents(word.trim().toLowerCase());
  for (const form of [key, key.replace(/as?$/, 'o'), key.replace(/os$/, 'o'), key.replace(/es$/, 'e'), key.replace(/s$/, '')]) {
    const entry = ENTRY_BY_PLAIN_WORD.get(form) ?? ENTRY_BY_WORD.get(form);
    if (entry) return entry;
  }
  return undefined;
}

/**
 * "¿Cómo se dice 'bonito' de otra manera?", "otra palabra para 'grande'", "un sinónimo de 'feliz'", "¿Qué puedo decir en
 * vez de 'bueno'?" (group 1 or 2).
 */
export const ASKS_SPANISH_SYNONYM = /\b(?:otras? (?:palabras?|formas? de decir|maneras? de decir)|(?:un |algún |algunos )?sin[oó]nimos?|(?:qu[eé]|otra palabra)[^?¿]{0,30} (?:en vez|en lugar)) (?:para |de |a )?["'‘“«]?([\p{L}][\p{L} ]{0,24}?)["'’”»]?(?:,? por favor)?\s*[?.!]*\s*$|\bc[oó]mo (?:se dice|puedo decir|digo|se puede decir) ["'‘“«]?([\p{L}][\p{L} ]{0,24}?)["'’”»]? de otra (?:manera|forma)\b/iu;
/** "¿Qué es lo contrario de 'difícil'?", "el antónimo de 'feliz'", "lo opuesto a 'grande'". */
export const ASKS_SPANISH_OPPOSITE = /\b(?:(?:lo )?contrario|(?:el )?ant[oó]nimo|(?:lo )?opuesto) (?:de|a|del) ["'‘“«]?([\p{L}][\p{L} ]{0,24}?)["'’”»]?\s*[?.!]*\s*$/iu;
