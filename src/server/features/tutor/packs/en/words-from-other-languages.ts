/**
 * Words English borrows whole from other languages that a spelling dictionary lacks: dishes and foods ('dolma',
 * 'sambal', 'pierogi', 'paneer') and places, clothes and customs ('onsen', 'hanbok', 'iftar', 'dacha'). A learner telling
 * what their family cooks or where they go spelt them right, and no correction may respell them as the nearest English
 * word ('dogma', 'samba', 'onset'). The lists are data (words/dishes-of-the-world.json, words/customs-of-the-world.json).
 */
import type { Span } from '../../grammar/protected-spans';
import DISHES from './words/dishes-of-the-world.json';
import CUSTOMS from './words/customs-of-the-world.json';

const asPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[ -]');
/** Longest first, so 'banh mi' is one span before 'mi' alone could be. */
const BORROWED = new RegExp(`(?<![\\p{L}])(?:${[...DISHES, ...CUSTOMS].sort((a, b) => b.length - a.length).map(asPattern).join('|')})(?![\\p{L}])`, 'giu');

export function otherLanguageWordSpans(sentence: string): Span[] {
  return [...sentence.matchAll(BORROWED)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}
