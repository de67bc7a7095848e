/**
 * "¿Cuál es la diferencia entre 'estoy aburrido' y 'soy aburrido'?": an adjective whose meaning changes with ser and estar
 * (packs/es/words/ser-estar-adjectives.json), told apart by what each means, not by ser and estar in general.
 */
import SER_ESTAR_ADJECTIVES from '../packs/es/words/ser-estar-adjectives.json';

type Meanings = { ser: string; estar: string };
const TABLE = SER_ESTAR_ADJECTIVES as unknown as Readonly<Record<string, Meanings | string>>;

const SER = /^(?:ser|soy|eres|es|somos|sois|son|era|fue)$/i;
const ESTAR = /^(?:estar|estoy|estás|está|estamos|estáis|están|estaba|estuvo)$/i;

/** 'aburrida', 'aburridos' -> 'aburrido'; 'verdes' -> 'verde'. */
function masculineSingular(adjective: string): string {
  const lower = adjective.toLowerCase();
  for (const form of [lower, lower.replace(/s$/, ''), lower.replace(/as?$/, 'o'), lower.replace(/es$/, '')]) if (typeof TABLE[form] === 'object') return form;
  return lower;
}

/** Each form of the two verbs, said in English: 'soy aburrido' is 'I am boring'. */
const IN_ENGLISH: Readonly<Record<string, string>> = {
  ser: 'to be', estar: 'to be', soy: 'I am', estoy: 'I am', eres: 'you are', estás: 'you are', es: 'he, she or it is', está: 'he, she or it is',
  somos: 'we are', estamos: 'we are', sois: 'you are', estáis: 'you are', son: 'they are', están: 'they are', era: 'was', estaba: 'was', fue: 'was', estuvo: 'was',
};

/** 'soy aburrido' -> 'I am boring'. */
export const sayInEnglish = (phrase: string, meaning: string) => `${IN_ENGLISH[phrase.split(' ')[0]!.toLowerCase()] ?? 'to be'} ${meaning}`;

/** The two phrases told apart, ser's first, and what each means; null unless they are ser and estar with one adjective of the table. */
export function findSerEstarAdjective(first: string, second: string): { ser: string; estar: string; meanings: Meanings } | null {
  const read = (phrase: string) => /^(\p{L}+) (\p{L}+)$/u.exec(phrase.trim().replace(/[.!?¿¡'"«»]/g, ''));
  const [a, b] = [read(first), read(second)];
  if (!a || !b) return null;
  const [serPhrase, estarPhrase] = SER.test(a[1]!) && ESTAR.test(b[1]!) ? [a, b] : SER.test(b[1]!) && ESTAR.test(a[1]!) ? [b, a] : [null, null];
  if (!serPhrase || !estarPhrase) return null;
  const adjective = masculineSingular(serPhrase[2]!);
  const meanings = TABLE[adjective];
  if (typeof meanings !== 'object' || masculineSingular(estarPhrase[2]!) !== adjective) return null;
  return { ser: serPhrase[0], estar: estarPhrase[0], meanings };
}

export const EXAMPLES: ReadonlyArray<readonly [string, string]> = [['estoy aburrido', 'soy aburrido'], ['ser listo', 'estar listo'], ['es mala', 'está mala'], ['Está rico', 'es rico']];
export const COUNTER_EXAMPLES: ReadonlyArray<readonly [string, string]> = [['ser', 'estar'], ['estoy cansado', 'soy alto'], ['soy alto', 'estoy alto'], ['tengo hambre', 'estoy aburrido']];
