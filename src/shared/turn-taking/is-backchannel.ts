/** Whether what the learner said while the teacher spoke is only a backchannel ("mm-hm", "yeah", "vale"), made of the pack's phrases. */
import { toWords } from './read-turn-ending';
import { findTurnEndingPack } from './turn-ending-rules';

export function isBackchannel(text: string, language: string): boolean {
  const words = toWords(text);
  const phrases = (findTurnEndingPack(language)?.backchannels.phrases ?? []).map(toWords);
  if (words.length === 0 || phrases.length === 0) return false;
  // Covered from the start by phrases, longest first at each step ("uh huh yeah").
  const coveredUpTo = new Set([0]);
  for (let at = 0; at < words.length; at++) {
    if (!coveredUpTo.has(at)) continue;
    for (const phrase of phrases) if (phrase.every((word, offset) => words[at + offset] === word)) coveredUpTo.add(at + phrase.length);
  }
  return coveredUpTo.has(words.length);
}
