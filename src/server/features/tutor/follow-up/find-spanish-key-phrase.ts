/** The thing a Spanish learner talked about: a determiner and its noun ('tu abuela', 'el cine') or a place name. */
import { findPlaceOrName, isCleanNounPhrase } from '../grammar/spanish/spanish-reply-text';
import { SURELY_PORTUGUESE_OR_ITALIAN, genderOf, isPluralSpanish } from '../packs/es/spanish-words';
import { isEnglishWord } from '../grammar/looks-like-english';
import { spanishLexicon } from '../packs/es/spanish-lexicon';

const DETERMINERS = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'al', 'del']);
/** Said back from Lucía's side: 'mi' is 'tu', 'nuestra' is 'vuestra'; 'su' stays, whoever the learner meant ('su hija': theirs, then and now). */
const TURN_ROUND: Record<string, string> = { mi: 'tu', mis: 'tus', al: 'el', del: 'el', nuestro: 'vuestro', nuestra: 'vuestra', nuestros: 'vuestros', nuestras: 'vuestras' };
/**
 * How many, said before the noun ('muchos exámenes', 'dos compañeros'): asked about with the definite article, its
 * gender the quantifier's ('muchas' -> 'las'); after a number, the one article the noun's ending allows, or none.
 */
const QUANTIFIERS: Readonly<Record<string, readonly string[]>> = {
  mucho: ['el'], mucha: ['la'],
  muchos: ['los'], muchas: ['las'], pocos: ['los'], pocas: ['las'], varios: ['los'], varias: ['las'], algunos: ['los'], algunas: ['las'], unos: ['los'], unas: ['las'],
  ...Object.fromEntries('dos tres cuatro cinco seis siete ocho nueve diez'.split(' ').map((number) => [number, ['los', 'las']])),
};

/** Only a clean noun phrase ('el fue', 'todas de sus' are not): Lucía quotes it inside her own Spanish. */
/** When something happened, not what it was about: 'el fin de semana (pasado)', 'los fines de semana', 'los domingos', 'la semana pasada', 'el año que viene', 'en mi tiempo libre'. */
const TIME_PHRASES = /\b(?:el|este|un) fin de semana\b|\b(?:todos )?los fines de semana\b|\b(?:todos )?los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos)(?![\p{L}])|\b(?:la|esta|una) semana\b|\b(?:el|este) (?:año|mes|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?![\p{L}])|\b(?:la|esta) (?:mañana|tarde|noche)(?![\p{L}])|(?<![\p{L}])(?:mi|tu) tiempo libre(?![\p{L}])/giu;

/**
 * After 'mucho' or 'mucha', only a thing talked about: not an infinitive ('mucho nadar'), not a state said with
 * 'tener' or 'hacer' ('tengo mucho sueño', 'hace mucho frío': how the learner is, not a topic), nor 'tiempo' (time,
 * not the weather), and after 'mucha' no noun that starts with a stressed a ('mucha hambre' is 'el hambre'; 'mucho
 * arroz' is 'el arroz'). 'Poco' and
 * 'demasiado' are left out: before an adjective far more often than a noun ('un poco cansado').
 */
const STATES = new Set(['sueño', 'miedo', 'frío', 'calor', 'prisa', 'suerte', 'sed', 'razón', 'cuidado', 'dolor', 'tiempo', 'sentido', 'gusto', 'placer']);
const COPULAS = new Set(['es', 'son', 'soy', 'eres', 'somos', 'está', 'están', 'estoy', 'estás', 'era', 'eran', 'fue', 'fueron']);
const isSingularQuantifier = (word: string) => word === 'mucho' || word === 'mucha';
const fitsSingularQuantifier = (quantifier: string, noun: string) => !/(?:ar|er|ir|ír)(?:me|te|se|lo|la|le|nos|los|las|les)?$/.test(noun) && !STATES.has(noun) && !(quantifier === 'mucha' && /^h?[aá]/.test(noun));

/** Adjectives that come before their noun ('mi nuevo apartamento', 'la próxima semana'), with the article of their gender ('gran' and 'mejor' have none). */
const BEFORE_THE_NOUN: Readonly<Record<string, string | null>> = {
  nuevo: 'el', nueva: 'la', nuevos: 'los', nuevas: 'las', antiguo: 'el', antigua: 'la', viejo: 'el', vieja: 'la', gran: null, mejor: null, mejores: null,
};

/** 'mi nuevo apartamento': the determiner, the adjective and a noun that agrees with both; null otherwise ('mi nueva apartamento'). */
function withAdjectiveBefore(determiner: string, adjective: string, noun: string | undefined): string | null {
  if (!noun || /^\p{Lu}/u.test(noun) || !(adjective in BEFORE_THE_NOUN)) return null;
  const article = BEFORE_THE_NOUN[adjective];
  if (!isCleanNounPhrase(determiner, noun) || (article && !isCleanNounPhrase(article, noun))) return null;
  return `${determiner} ${adjective} ${noun}`;
}

export function findSpanishKeyPhrase(text: string): string | null {
  const words = text.replace(TIME_PHRASES, ' ').match(/\p{L}+/gu) ?? [];
  for (let i = 0; i < words.length - 1; i++) {
    const lower = words[i]!.toLowerCase();
    const noun = words[i + 1]!;
    // 'Eres una buena profesora': what the teacher is, said to her, is no topic of the learner's.
    if (/^(?:eres|es usted)$/i.test(words[i - 1] ?? '')) continue;
    // 'Muchas gracias', 'mis disculpas': words said to someone; 'gracias por tu ayuda': what the teacher gave. No thing to ask about.
    if (SAID_TO_SOMEONE.has(noun.toLowerCase()) || (/^(?:por|para)$/.test(words[i - 1]?.toLowerCase() ?? '') && /^gracias$/i.test(words[i - 2] ?? ''))) continue;
    const determiner = TURN_ROUND[lower] ?? lower;
    // 'Al llegar a casa...': a sentence that opens with 'al' and an infinitive says when, not what.
    if (i === 0 && lower === 'al' && /(?:ar|er|ir)$/.test(noun)) continue;
    // 'al final', 'al principio', 'al menos', 'al lado': a set phrase of when or where, not a thing talked about.
    if (lower === 'al' && AL_PHRASES.has(noun.toLowerCase())) continue;
    if (POSSESSIVE_PRONOUNS.has(noun.toLowerCase())) continue;
    // A determiner after another word opens the next phrase ('me gustan mucho mis amigos'): no noun of the word before ('el mis').
    if (DETERMINERS.has(noun.toLowerCase())) continue;
    // 'para el breakfast': an English word the learner put in is no Spanish to ask back about ('sobre el breakfast').
    if (isEnglishWord(noun.toLowerCase()) && !spanishLexicon()?.hasEntry(noun.toLowerCase())) continue;
    // 'hablo con una profesora de español': the teacher herself, no topic of the learner's to ask about.
    if (/^(?:una?|la|el)$/.test(lower) && /^profesora?$/i.test(noun) && words[i + 2]?.toLowerCase() === 'de' && words[i + 3]?.toLowerCase() === 'español') continue;
    if (DETERMINERS.has(lower) && !/^\p{Lu}/u.test(noun) && isCleanNounPhrase(/^(?:al|del)$/.test(lower) ? determiner : lower, noun)) return `${determiner} ${noun}`;
    const described = DETERMINERS.has(lower) ? withAdjectiveBefore(/^(?:al|del)$/.test(lower) ? determiner : lower, noun.toLowerCase(), words[i + 2]) : null;
    if (described) return TURN_ROUND[lower] ? described.replace(/^\S+/, determiner) : described;
    // After 'es' or 'está', 'mucho' stands for 'muy' ('es mucho guapo'): an adjective follows, no thing.
    if (isSingularQuantifier(lower) && (!fitsSingularQuantifier(lower, noun.toLowerCase()) || COPULAS.has(words[i - 1]?.toLowerCase() ?? ''))) continue;
    const articles = (QUANTIFIERS[lower] ?? []).filter((article) => !/^\p{Lu}/u.test(noun) && isCleanNounPhrase(article, noun));
    if (articles.length === 1) return `${articles[0]} ${noun}`;
  }
  const named = findPlaceOrName(text);
  return (named && !SURELY_PORTUGUESE_OR_ITALIAN.has(named.toLowerCase()) ? named : null) ?? bareplural(words);
}

/** Nouns that make set phrases with 'al' ('al final', 'al principio', 'al menos', 'al lado de', 'al revés', 'al fin'). */
const AL_PHRASES = new Set(['final', 'principio', 'menos', 'lado', 'revés', 'fin', 'contrario', 'momento', 'instante', 'parecer']);

/** Words said to someone ('muchas gracias', 'saludos', 'felicidades', 'es un placer'): no topic, with a determiner or without. */
const SAID_TO_SOMEONE = new Set(['gracias', 'saludos', 'felicidades', 'disculpas', 'placer']);
/**
 * Pronouns and quantifiers that look like plural nouns ('ellos', 'ambos'), people in general, and words said to someone:
 * no topic. Spans of time, 'cosas', 'todos' and 'otros' are refused by `isCleanNounPhrase` already.
 */
/** Possessive pronouns ('el mío es el Real Madrid'): they stand for a thing already named, no topic of their own. */
const POSSESSIVE_PRONOUNS = new Set('mío mio mía mia míos mios mías mias tuyo tuya tuyos tuyas suyo suya suyos suyas nuestro nuestra vuestro vuestra'.split(' '));
const NO_BARE_TOPIC = new Set([...('ellos ellas nosotros nosotras vosotros vosotras ustedes ambos ambas demás cuatros personas estados').split(' '), ...SAID_TO_SOMEONE]);

/**
 * A plural noun said without an article ('escucho canciones tristes', 'me llevaba a conciertos'), as Spanish says things
 * in general: asked about with the definite article of its gender ('las canciones'), only where the dictionary knows it
 * for a noun and not an adjective ('tristes'); never the sentence's first word.
 */
function bareplural(words: readonly string[]): string | null {
  for (const word of words.slice(1)) {
    if (word.length < 4 || !/^\p{Ll}/u.test(word) || !isPluralSpanish(word) || NO_BARE_TOPIC.has(word)) continue;
    const gender = genderOf(word, true);
    const article = gender === 'feminine' ? 'las' : gender === 'masculine' ? 'los' : null;
    if (article && isCleanNounPhrase(article, word)) return `${article} ${word}`;
  }
  return null;
}
