/** Reads how the words heard so far end, by the longest phrase of a language pack found at their end. */
import { findTurnEndingPack, type TurnEndingRule } from './turn-ending-rules';
import type { TurnEnding } from './turn-endings';

export type TurnEndingReading = { ending: TurnEnding; rule: TurnEndingRule | null };

/** Lower case words; apostrophes kept (i'm), hyphens split, everything else that is not a letter dropped. */
export function toWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

const endsWith = (words: string[], phrase: string[]) => phrase.length <= words.length && phrase.every((word, at) => words[words.length - phrase.length + at] === word);

/** A recogniser's closing '.', '?' or '!' says the sentence is finished, unless a hesitation or a request to wait ends it. */
const hasClosingPunctuation = (text: string) => /[.?!。]\s*$/.test(text);

export function readTurnEnding(text: string, language: string): TurnEndingReading {
  const words = toWords(text);
  if (words.length === 0) return { ending: 'unheard', rule: null };
  let best: { rule: TurnEndingRule; length: number } | null = null;
  for (const rule of findTurnEndingPack(language)?.rules ?? []) {
    for (const phrase of rule.phrases) {
      const phraseWords = toWords(phrase);
      // The longest phrase wins ('hold on' over 'on'); on a tie the earlier rule in the pack.
      if (endsWith(words, phraseWords) && phraseWords.length > (best?.length ?? 0)) best = { rule, length: phraseWords.length };
    }
  }
  if (!best) return { ending: 'complete', rule: null };
  if (hasClosingPunctuation(text) && best.rule.ending === 'open') return { ending: 'complete', rule: null };
  return { ending: best.rule.ending, rule: best.rule };
}
