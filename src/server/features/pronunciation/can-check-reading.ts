/**
 * Whether the keyless engine can check a sentence read aloud: English words and punctuation only, within
 * the length limits, and every word in CMUdict. Review offers "Say it" only for such sentences, so the
 * learner is never asked to read one the check would refuse.
 */
import { pronunciationQuerySchema } from '#/shared/api/pronunciation';
import { MAX_READING_WORDS, splitReading } from './build-reading-grammar';
import { loadCmuDictionary } from './cmu-dictionary';
import { findEnglishModel } from './pronunciation-worker-source';

export async function canCheckReading(text: string): Promise<boolean> {
  if (!pronunciationQuerySchema.shape.text.safeParse(text).success) return false;
  const words = splitReading(text);
  if (words.length === 0 || words.length > MAX_READING_WORDS) return false;
  const dictionary = await loadCmuDictionary(findEnglishModel().dict);
  return words.every((word) => dictionary.pronunciationsOf(word).length > 0);
}
