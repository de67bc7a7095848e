/** A vocabulary word and the sentence it came from, which travels with it to the definition. */
import { MAX_DEFINITION_CONTEXT_LENGTH } from './api/chat';
import { splitSentences } from './split-sentences';

export type VocabularyWord = { word: string; sentence: string };

export const VOCABULARY_WORD_MAX_LENGTH = 48;
export const VOCABULARY_KNOWN_MAX = 40;

const LETTER = /[\p{L}\p{M}]/u;

/** Where `word` stands in `text` as a whole word (any case), or -1. */
export function indexOfWord(text: string, word: string): number {
  const lower = text.toLowerCase();
  const target = word.toLowerCase();
  for (let at = lower.indexOf(target); at !== -1; at = lower.indexOf(target, at + 1)) {
    if (!LETTER.test(lower[at - 1] ?? '') && !LETTER.test(lower[at + target.length] ?? '')) return at;
  }
  return -1;
}

/**
 * The sentence of `text` that holds `word`, at most `MAX_DEFINITION_CONTEXT_LENGTH` characters: a longer one
 * is cut to the words around it. Empty when the word is not there.
 */
export function sentenceContaining(text: string, word: string, max = MAX_DEFINITION_CONTEXT_LENGTH): string {
  const sentence = splitSentences(text).find((s) => indexOfWord(s, word) !== -1);
  if (!sentence) return '';
  if (sentence.length <= max) return sentence;
  const at = indexOfWord(sentence, word);
  const start = Math.max(0, Math.min(at - Math.floor((max - word.length) / 2), sentence.length - max));
  let window = sentence.slice(start, start + max);
  // Whole words only: drop a word cut at either edge (never the word itself, which sits in the middle).
  if (start > 0) window = window.replace(/^\S*\s+/, '');
  if (start + max < sentence.length) window = window.replace(/\s+\S*$/, '');
  return window.trim();
}
