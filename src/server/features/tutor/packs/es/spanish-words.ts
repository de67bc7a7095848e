/** The small Spanish lexicon the rules need: noun genders, adjectives that agree, ser and estar, a few verbs. */
import type { TaggedSentence } from '../../grammar/tag-sentence';
import { spanishLexicon } from './spanish-lexicon';
import masculineInAWords from './words/masculine-in-a.json';
import feminineInOWords from './words/feminine-in-o.json';
import feminineInMaPaTaWords from './words/feminine-in-ma-pa-ta.json';
import eitherGenderWords from './words/either-gender.json';
import statesWords from './words/states.json';
import rolesWords from './words/roles.json';
import traitsWithSer from './words/traits-with-ser.json';
import portugueseAndItalianWords from './words/portuguese-and-italian-words.json';

/**
 * Words sure to be Portuguese or Italian, never Spanish ('praia', 'ontem', 'eu'), from words/portuguese-and-italian-words.json:
 * a learner's other Romance language, not Spanish misspelt, and at a sentence's start never a name.
 */
export const SURELY_PORTUGUESE_OR_ITALIAN: ReadonlySet<string> = new Set(portugueseAndItalianWords.sure);

export function tokenizeSpanish(text: string): TaggedSentence {
  const tokens = [...text.matchAll(/[\p{L}]+/gu)].map((m) => {
    const end = m.index + m[0].length;
    return { text: m[0], lower: m[0].toLowerCase(), tags: new Set<string>(), start: m.index, end, post: /^[^\p{L}]*/u.exec(text.slice(end))![0] };
  });
  return { text, tokens };
}

const MASCULINE_EXCEPTIONS = new Set<string>(masculineInAWords);
const FEMININE_EXCEPTIONS = new Set<string>(feminineInOWords);
/**
 * Everyday feminine nouns in -ma, -pa and -ta ('la sopa', 'la chaqueta', 'la cama'), which the dictionary rule leaves out
 * for the Greek 'el tema'. Not those that are verbs too ('pregunta', 'llama', 'nota'): 'El pregunta mucho' is 'él' without
 * its accent far more often than a wrong article.
 */
const FEMININE_IN_MA_PA_TA = new Set<string>(feminineInMaPaTaWords);
/** Nouns that take either article: a person of either sex ('el/la colega', 'el/la testigo') or two nouns of one spelling ('el/la panda'). */
const EITHER_GENDER = new Set<string>(eitherGenderWords);

/**
 * 'masculine', 'feminine' or null when the word is not a noun we can be sure of. `useDictionary`: also any
 * dictionary noun in -o/-a; only where the context says it is a noun (after a determiner: 'pero' is no noun).
 */
export function genderOf(noun: string, useDictionary = false): 'masculine' | 'feminine' | null {
  const singular = singularSpanish(noun);
  if (EITHER_GENDER.has(singular)) return null;
  if (MASCULINE_EXCEPTIONS.has(singular)) return 'masculine';
  if (FEMININE_EXCEPTIONS.has(singular) || FEMININE_IN_MA_PA_TA.has(singular)) return 'feminine';
  if (/(ción|sión|dad|tad|tud|umbre)$/.test(singular)) return 'feminine';
  if (NOUNS.has(singular)) return singular.endsWith('a') ? 'feminine' : singular.endsWith('o') ? 'masculine' : null;
  // Any other noun of the dictionary (an entry that takes a plural) ending in -o or -a; not the Greek -ma, -pa, -ta ('el tema').
  if (!useDictionary || singular.length < 4 || QUANTIFIERS.has(singular) || !/[oa]$/.test(singular) || /[mpt]a$/.test(singular)) return null;
  const lexicon = spanishLexicon();
  // An entry that takes a plural and has no feminine: a noun ('evento'), not an adjective ('alto'/'alta').
  if (!lexicon?.analyses(singular).some((a) => a.stem === singular && a.via.length === 0 && a.flags.includes('S') && !a.flags.includes('G'))) return null;
  return singular.endsWith('a') ? 'feminine' : 'masculine';
}

/**
 * A word that is a noun only by the dictionary and a verb form too ('echo', 'beso', 'cuento', 'paso'): after 'la' or
 * 'lo' it is most often the verb with its object pronoun ('la echo de menos', 'la beso'), not an article and a noun.
 */
export function isVerbOrDictionaryNoun(word: string): boolean {
  const singular = singularSpanish(word);
  if (genderOf(singular) !== null || EITHER_GENDER.has(singular)) return false;
  return (spanishLexicon()?.infinitivesOf(word).length ?? 0) > 0;
}

/** Determiner-like words with -o/-a endings: they agree, but are not the adjectives the rules correct. */
const QUANTIFIERS = new Set(('todo mucho poco otro mismo tanto cuanto alguno ninguno primero último cierto medio demasiado propio solo mío tuyo ' +
  'suyo nuestro vuestro cuyo uno varios ambos bajo junto claro nada cada esto eso aquello este ese aquel').split(' '));

/**
 * The masculine singular of an adjective that changes for gender ('simpáticas' -> 'simpático', 'cansada' ->
 * 'cansado'): the dictionary's gendered entries and past participles; the short list when it is not installed.
 */
export function gendered(word: string): string | null {
  if (!/(o|a|os|as)$/.test(word)) return null;
  const base = word.replace(/(os|as|o|a)$/, 'o');
  if (QUANTIFIERS.has(base)) return null;
  const lexicon = spanishLexicon();
  if (!lexicon) return ADJECTIVES.has(base) ? base : null;
  if (!lexicon.isWord(word)) return null;
  const isAdjective = lexicon.analyses(base).some((a) => (a.stem === base && a.flags.includes('G')) || (a.via.some((v) => v.flag === 'D') && /(ad|id)o$/.test(base)));
  return isAdjective ? base : null;
}

/** Common nouns ending in -o or -a: a word outside this list is not treated as a noun. */
const NOUNS = new Set(('libro gato perro coche casa mesa silla ciudad playa película manzana abuela abuelo hermana hermano amiga amigo madre padre ' +
  'niño niña chico chica tienda escuela oficina ventana puerta cama cocina comida bebida fruta montaña camisa vestido zapato museo teatro ' +
  'mercado trabajo semana mañana pueblo barrio cerveza botella naranja plaza iglesia tarea cuenta carta música novela revista historia ' +
  'familia hija hijo esposa esposo novia novio profesora maestra maestro vaca pájaro caballo banco piso cuarto baño jardín fiesta').split(' '));

export function singularSpanish(word: string): string {
  if (/ces$/.test(word)) return word.replace(/ces$/, 'z');
  if (/iones$/.test(word)) return word.replace(/iones$/, 'ión');
  if (/[aeiouáéó]s$/.test(word)) return word.slice(0, -1);
  if (/[^aeiou]es$/.test(word)) return word.slice(0, -2);
  return word;
}

export const isPluralSpanish = (word: string): boolean => word !== singularSpanish(word);

/** Adjectives with -o/-a/-os/-as endings, by their masculine singular. */
const ADJECTIVES = new Set(('bonito pequeño rojo blanco negro alto bajo nuevo viejo caro barato delicioso famoso moderno antiguo simpático ' +
  'guapo largo corto rico lleno vacío tranquilo ocupado cansado contento aburrido cerrado abierto enfermo nervioso preocupado enfadado ' +
  'cómodo limpio sucio feo gordo delgado perfecto precioso divertido amarillo mexicano español italiano americano chino').split(' '));

export function adjectiveBase(word: string): string | null {
  const base = word.replace(/(o|a|os|as)$/, 'o');
  return ADJECTIVES.has(base) ? base : null;
}

export function inflectAdjective(base: string, gender: 'masculine' | 'feminine', isPlural: boolean): string {
  return base.replace(/o$/, gender === 'feminine' ? 'a' : 'o') + (isPlural ? 's' : '');
}

/**
 * States and places take 'estar'; these adjectives (masculine singular) are only states. 'Triste', 'nervioso',
 * 'listo', 'abierto', 'limpio' describe what someone or something is like too ('La película es triste'): not here.
 */
export const STATES = new Set<string>(statesWords);
const TRAITS_WITH_SER = new Set<string>(traitsWithSer.words);
/** What someone is like, said with ser only, in any gender and number ('inteligentes', 'trabajadora'): words/traits-with-ser.json. */
export function isTraitWithSer(word: string): boolean {
  const w = word.toLowerCase();
  return [w, w.replace(/s$/, ''), w.replace(/as?$/, 'o'), w.replace(/os$/, 'o'), w.replace(/es$/, ''), w.replace(/oras?$/, 'or')].some((form) => TRAITS_WITH_SER.has(form));
}
/** Jobs and roles take 'ser'. */
export const ROLES = new Set<string>(rolesWords);

export const SER_TO_ESTAR: Record<string, string> = { soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están', era: 'estaba', eran: 'estaban' };
export const ESTAR_TO_SER: Record<string, string> = Object.fromEntries(Object.entries(SER_TO_ESTAR).map(([ser, estar]) => [estar, ser]));

/** Spanish grammar words, for the meaning check: changing them is grammar, not content. */
export const SPANISH_GRAMMAR_WORDS = new Set([
  ...Object.keys(SER_TO_ESTAR), ...Object.values(SER_TO_ESTAR),
  ...'el la los las un una unos unas a al de del me te le nos les yo tú gusta gustan encanta encantan gusto voy fui vas fue va vamos fuimos van fueron'.split(' '),
  // Words told apart only by a written accent: adding it is spelling, not a new word.
  ...'mi mí tu tú el él mas más esta está estas estás estan están ano año anos años si sí se sé'.split(' '),
  // Prepositions a family swaps ('gracias para' -> 'gracias por', 'ir en México' -> 'ir a México', 'soñar de' -> 'soñar con').
  ...'por para en con sobre'.split(' '),
]);
