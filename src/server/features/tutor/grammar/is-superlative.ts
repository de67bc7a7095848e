import { findLemma } from '../wordnet/find-lemma';

/**
 * 'best', 'worst', 'most', 'least', or an adjective WordNet knows with '-est' ('biggest', 'kindest'): after 'one
 * of the' it stands for the noun it leaves out ('one of the best in the world') and takes no plural.
 */
export function isSuperlative(word: string): boolean {
  const lower = word.toLowerCase();
  if (['best', 'worst', 'most', 'least'].includes(lower)) return true;
  if (!/[a-z]{2}est$/.test(lower)) return false;
  const lemma = findLemma(lower, 'adjective');
  return lemma !== null && lemma.lemma !== lower;
}
