/** Reads how the words heard so far end, by the longest phrase of a language pack found at their end. */
import { findTurnEndingPack, type TurnEndingPack, type TurnEndingRule } from './turn-ending-rules';
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

type PhraseEntry = { rule: TurnEndingRule; words: string[] };
const phrasesByLastWord = new WeakMap<TurnEndingPack, Map<string, PhraseEntry[]>>();

/** The pack's phrases as words, found by their last word (read once per pack), in the pack's order. */
function phrasesEndingIn(pack: TurnEndingPack, word: string): PhraseEntry[] {
  let index = phrasesByLastWord.get(pack);
  if (!index) {
    index = new Map();
    for (const rule of pack.rules) {
      for (const phrase of rule.phrases) {
        const words = toWords(phrase);
        const last = words.at(-1);
        if (last !== undefined) index.set(last, [...(index.get(last) ?? []), { rule, words }]);
      }
    }
    phrasesByLastWord.set(pack, index);
  }
  return index.get(word) ?? [];
}

export function readTurnEnding(text: string, language: string): TurnEndingReading {
  const words = toWords(text);
  if (words.length === 0) return { ending: 'unheard', rule: null };
  const pack = findTurnEndingPack(language);
  let best: { rule: TurnEndingRule; length: number } | null = null;
  for (const phrase of pack ? phrasesEndingIn(pack, words.at(-1)!) : []) {
    // The longest phrase wins ('hold on' over 'on'); on a tie the earlier rule in the pack.
    if (endsWith(words, phrase.words) && phrase.words.length > (best?.length ?? 0)) best = { rule: phrase.rule, length: phrase.words.length };
  }
  if (!best) return { ending: 'complete', rule: null };
  if (hasClosingPunctuation(text) && best.rule.ending === 'open') return { ending: 'complete', rule: null };
  return { ending: best.rule.ending, rule: best.rule };
}
