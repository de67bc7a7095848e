/**
 * Spanish words that look like English words and mean something else, as data: what the Spanish means, the English
 * word it is taken for, and how Spanish says that. Lucía lists them when asked ("What false friends should I know?",
 * "¿Qué falsos amigos hay?"), and warns when one is used as the English word (follow-up/false-friend-used.ts).
 */
import { stripAccents } from '../../../lib/strip-accents';

export type FalseFriend = { spanish: string; means: string; lookalike: string; say: string };

export const SPANISH_FALSE_FRIENDS: readonly FalseFriend[] = [
  { spanish: 'embarazada', means: 'pregnant', lookalike: 'embarrassed', say: 'avergonzado/a, or me da vergüenza' },
  { spanish: 'constipado', means: 'having a cold', lookalike: 'constipated', say: 'estreñido' },
  { spanish: 'actual', means: 'current, present-day', lookalike: 'actual', say: 'real, verdadero' },
  { spanish: 'librería', means: 'bookshop', lookalike: 'library', say: 'biblioteca' },
  { spanish: 'éxito', means: 'success', lookalike: 'exit', say: 'salida' },
  { spanish: 'carpeta', means: 'folder', lookalike: 'carpet', say: 'alfombra' },
  { spanish: 'realizar', means: 'to carry out, to do', lookalike: 'to realise', say: 'darse cuenta' },
  { spanish: 'sensible', means: 'sensitive', lookalike: 'sensible', say: 'sensato' },
];

/** "What false friends should I know?", "Are there false friends in Spanish?", "¿Qué falsos amigos hay?". */
export const ASKS_FALSE_FRIENDS = /\bfalse friends?\b|(?<![\p{L}])falsos amigos(?![\p{L}])/iu;

/** 'Does "embarazada" mean embarrassed?', '¿"Sensible" significa sensible?': what one word means, asked (group 1 or 2). */
export const FALSE_FRIEND_MEANING = /^¿?\s*(?:(?:so|and|y|entonces|wait|oh),?\s+)?(?:(?:does|is) ["'‘“«]?(\p{L}+)["'’”»]? (?:mean|means|the same as|like) |["'‘“«]?(\p{L}+)["'’”»]? (?:significa|quiere decir|es como) |is ["'‘“«]?(\p{L}+)["'’”»]? (?:the |a )?(?:wrong|incorrect|right|correct|bad)(?: word)?\s*\??\s*$)/iu;

/** 'So how do I say embarrassed then?': the English look-alike of a false friend, asked in Spanish (group 1). */
export const LOOKALIKE_ASKED = /^(?:(?:so|and|ok(?:ay)?|then),?\s+)*how (?:do|can|should) (?:i|you|we) say ["'‘“]?(\p{L}+)["'’”]?(?: in spanish)?(?: then)?\s*\??\s*$/iu;

/** The false friend whose English look-alike `word` is ('embarrassed' -> 'embarazada'). */
export const findByLookalike = (word: string): FalseFriend | null => SPANISH_FALSE_FRIENDS.find((f) => f.lookalike === word.toLowerCase()) ?? null;

/** The false friend a word is, however its accents were typed ('exito' is 'éxito'). */
export function findFalseFriend(word: string): FalseFriend | null {
  const plain = (w: string) => stripAccents(w).toLowerCase();
  return SPANISH_FALSE_FRIENDS.find((f) => plain(f.spanish) === plain(word)) ?? null;
}
