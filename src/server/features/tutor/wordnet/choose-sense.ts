/**
 * Picks the WordNet sense of a word that fits the sentence it was used in (a simplified Lesk): each sense
 * scores the number of the sentence's content words found in its gloss, its examples and its synonyms;
 * the highest score wins and, on a tie (often 0), the more frequent sense. The word just before
 * narrows the part of speech ("the bank" is a noun). Deterministic, and only the word's own synsets are read.
 */
import { findLemma } from './find-lemma';
import { partOfSpeechHint, sentenceTokens } from './part-of-speech-hint';
import { type IndexEntry, readSynset, type Synset, WORDNET_POSES, type WordNetPos } from './read-wordnet';

export type ChosenSense = { entry: IndexEntry; synset: Synset; score: number };

/** Words that say nothing about a sense. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but if so as of to in on at by for with from into onto about over under up down out off than then that this these those ' +
    'i me my mine you your yours he him his she her hers it its we us our ours they them their theirs who whom whose which what where when why how ' +
    "is am are was were be been being do does did have has had will would shall should can could may might must not no yes there here " +
    'very too also just only really all some any each every much many more most other such own same again once one two ' +
    "don't can't won't it's i'm i've you're we're they're let's get got go went come came make made take took say said"
  ).split(/\s+/),
);

/** One stem for a word's usual forms: 'deposits', 'deposited' and 'depositing' all give 'deposit'. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('es')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (/([bdgklmnprt])\1$/.test(w)) w = w.slice(0, -1); // 'stopp(ed)' -> 'stop'
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

function contentStems(text: string): Set<string> {
  return new Set(sentenceTokens(text).filter((t) => t.length > 2 && !FUNCTION_WORDS.has(t)).map(stem));
}

function overlap(sentence: Set<string>, synset: Synset): number {
  const signature = contentStems([synset.definition, ...synset.examples, ...synset.words].join(' '));
  let count = 0;
  for (const word of sentence) if (signature.has(word)) count += 1;
  return count;
}

/**
 * The sense of `word` that fits `sentence`, or null when WordNet does not know the word. `preferred` is
 * the part of speech to fall back on (the word's most frequent one); its senses come first on a tie.
 */
export function chooseSense(word: string, sentence: string, preferred: WordNetPos): ChosenSense | null {
  const entries = WORDNET_POSES.map((pos) => findLemma(word, pos)).filter((e): e is IndexEntry => e !== null);
  if (entries.length === 0) return null;
  const hint = partOfSpeechHint(word, sentence);
  const hinted = entries.filter((e) => e.pos === hint);
  const candidates = (hinted.length > 0 ? hinted : entries).sort((a, b) => Number(b.pos === preferred) - Number(a.pos === preferred));

  const target = new Set([stem(word), ...candidates.map((e) => stem(e.lemma))]);
  const context = new Set([...contentStems(sentence)].filter((s) => !target.has(s)));
  let best: ChosenSense | null = null;
  for (const entry of candidates) {
    for (const offset of entry.offsets) {
      const synset = readSynset(entry.pos, offset);
      const score = overlap(context, synset);
      if (!best || score > best.score) best = { entry, synset, score };
    }
  }
  return best;
}
