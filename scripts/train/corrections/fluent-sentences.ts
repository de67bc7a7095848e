/**
 * Fluent sentences for counting false corrections: the fortune-cookie files Debian ships (`apt-get install
 * fortunes`; quotations from many authors). The Spanish ones (`fortunes-es`) can be read for tuning, but are
 * not fluent enough to measure on: many are typed without their accents. Split once, by a seeded
 * shuffle, into a tune half (its false alarms may be read to fix a family) and a held-out half, only measured. Plain prose sentences of 6-30 words are kept (no verse
 * layout, digits, all-caps words, dialogue labels or attributions), and a seeded sample is drawn.
 * Without the package the set is empty and the training script says so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32 } from '../lib/speaker-folds';

const FORTUNES = '/usr/share/games/fortunes';
/** Files of prose, not art, jargon, code or deliberate wordplay. */
const ENGLISH_FILES = ['education', 'food', 'fortunes', 'humorists', 'kids', 'law', 'literature', 'love', 'medicine', 'miscellaneous', 'people', 'pets', 'platitudes', 'politics', 'science', 'sports', 'wisdom', 'work'];

export const FLUENT_SOURCE = "Debian's fortunes package (/usr/share/games/fortunes)";

function fortunesOf(file: string): string[] {
  return readFileSync(file, 'utf8').split(/^%$/m).map((f) => f.replace(/\s*\n\s*/g, ' ').trim());
}

const PROSE_SENTENCE = /^[\p{Lu}][\p{L}\s,;'’-]*[\p{L}][.!?]$/u;

/** The prose sentences of one fortune: its attribution ('-- Author') and anything not plain prose dropped. */
export function proseSentences(fortune: string): string[] {
  const body = fortune.replace(/\s+(--|—)\s.*$/, '').trim();
  if (/:\s|"|“|\t|\d|\b[A-Z]{2,}\b/.test(body)) return [];
  return (body.match(/[^.!?]+[.!?]/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => PROSE_SENTENCE.test(s) && s.split(/\s+/).length >= 6 && s.split(/\s+/).length <= 30);
}

/** Every sentence falls in one part for good, by a seeded shuffle: 'tune' may be read to fix a family, 'held-out' only measured. */
const PART_SEED = 3600;
export type FluentPart = 'tune' | 'held-out';

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function sample(sentences: string[], size: number, seed: number, part: FluentPart): string[] {
  const all = shuffled([...new Set(sentences)].sort(), PART_SEED);
  const half = Math.floor(all.length / 2);
  return shuffled(part === 'tune' ? all.slice(0, half) : all.slice(half), seed).slice(0, size);
}

/**
 * Spanish written without its accents (a file typed on a plain ASCII keyboard) is not fluent for a teacher:
 * a file where fewer than 1 word in 30 carries an accent or ñ is left out (about 1 in 10 does in instructors' Spanish).
 */
const MIN_ACCENTED_SHARE = 1 / 30;
function isWrittenWithAccents(fortunes: readonly string[]): boolean {
  const words = fortunes.join(' ').split(/\s+/);
  return words.filter((w) => /[áéíóúüñ]/i.test(w)).length >= MIN_ACCENTED_SHARE * words.length;
}

export function fluentSentences(language: 'en' | 'es', size: number, seed: number, part: FluentPart = 'held-out'): string[] {
  const dir = language === 'en' ? FORTUNES : join(FORTUNES, 'es');
  if (!existsSync(dir)) return [];
  const files = language === 'en' ? ENGLISH_FILES.map((f) => join(dir, f)).filter(existsSync) : readdirSync(dir).filter((f) => f.endsWith('.fortunes')).map((f) => join(dir, f));
  const fortunes = files.map(fortunesOf).filter((f) => language === 'en' || isWrittenWithAccents(f));
  return sample(fortunes.flat().flatMap(proseSentences), size, seed, part);
}
