import { likelyPartOfSpeech } from '../wordnet/find-lemma';

/**
 * A key phrase a template can quote grammatically: a name, 'your sister', 'cooking for your friends',
 * 'horror films'. 'a cat' becomes 'your cat' when the learner has one; other 'a'/'the' phrases and lone
 * adjectives ('the best') are not quoted.
 */
export function quotablePhrase(phrase: string, message: string): string | null {
  const words = phrase.split(/\s+/);
  const first = words[0]!.toLowerCase();
  if (/^\p{Lu}/u.test(phrase)) return phrase;
  if (first === 'a' || first === 'an' || first === 'the') {
    const noun = words.slice(1).join(' ');
    const owned = new RegExp(`\\b(?:i|we) (?:have|have got|'ve got|own|got)\\s+(?:a|an|the)\\s+${noun.replace(/[^\p{L} ]/gu, '')}`, 'iu').test(message);
    return owned && words.length >= 2 ? `your ${noun}` : null;
  }
  if (first === 'your' && words.length >= 2) return phrase;
  if (/ing$/.test(first)) return phrase;
  if (words.length >= 2 || /s$/.test(first)) return phrase;
  return likelyPartOfSpeech(first) === 'noun' ? phrase : null;
}
