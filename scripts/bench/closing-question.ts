/** The question a tutor reply closes with (Lucía's is two sentences: the Spanish, then its English gloss). */
import { splitSentences } from '../../src/shared/split-sentences';

export function closingQuestion(reply: string): string {
  const sentences = splitSentences(reply);
  return sentences.slice(sentences.findLastIndex((s) => !s.includes('?')) + 1).join(' ');
}
