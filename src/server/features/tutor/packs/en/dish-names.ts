/**
 * Dishes and foods of the world that English names by their own words ('dolma', 'sambal', 'pierogi', 'paneer'), which
 * a spelling dictionary lacks: a learner telling what their family cooks spelt them right, and no correction may
 * respell them as the nearest English word ('dogma', 'samba'). The list is data (words/dishes-of-the-world.json).
 */
import type { Span } from '../../grammar/protected-spans';
import DISHES from './words/dishes-of-the-world.json';

const asPattern = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[ -]');
/** Longest first, so 'banh mi' is one span before 'mi' alone could be. */
const DISH = new RegExp(`(?<![\\p{L}])(?:${[...DISHES].sort((a, b) => b.length - a.length).map(asPattern).join('|')})(?![\\p{L}])`, 'giu');

export function dishNameSpans(sentence: string): Span[] {
  return [...sentence.matchAll(DISH)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}
