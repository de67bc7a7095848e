/**
 * The words worth learning in a teacher's message, for this learner: dictionary words (WordNet knows them)
 * whose frequency fits the learner's level (level-ranks.ts), in the order they appear, each with its
 * sentence. The teacher's everyday words ("telling", "started") are too common for any level's range, and
 * names (capitalised) are not offered. Deterministic: the same text and level give the same words.
 */
import { extractVocabulary } from '#/shared/chat-rules';
import type { LearnerLevel } from '#/shared/learner-profile';
import { sentenceContaining, type VocabularyWord } from '#/shared/vocabulary-sentence';
import { dictionaryForms } from '../tutor/public';
import { rankRangeFor } from './level-ranks';
import { frequencyRank } from './word-frequency-rank';

export const VOCABULARY_PER_MESSAGE = 5;

/** Most of an English text's words are among the 10,000 commonest; a Spanish one's are not ("hablar", "comida"). */
function looksEnglish(text: string): boolean {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const common = tokens.filter((token) => (frequencyRank([token]) ?? Number.POSITIVE_INFINITY) <= 10_000);
  return tokens.length > 0 && common.length / tokens.length >= 0.6;
}

/** `language` is the teacher's (BCP-47); without it, the text's own words tell whether it is English. */
export function pickVocabulary(text: string, options: { level: LearnerLevel | null; language?: string; known?: readonly string[] }): VocabularyWord[] {
  const known = new Set((options.known ?? []).map((w) => w.toLowerCase()));
  const withSentences = (words: string[]) => words.map((word) => ({ word, sentence: sentenceContaining(text, word) }));
  // Frequencies and the dictionary are English: another language keeps the length-and-stop-word rule.
  const isEnglish = options.language ? options.language.toLowerCase().startsWith('en') : looksEnglish(text);
  if (!isEnglish) return withSentences(extractVocabulary(text, [...known], VOCABULARY_PER_MESSAGE));

  const range = rankRangeFor(options.level);
  const picked: string[] = [];
  const pickedForms = new Set<string>();
  for (const token of text.split(/[^A-Za-z'-]+/)) {
    const word = token.replace(/^['-]+|['-]+$/g, '');
    if (!/^[a-z]{6,}$/.test(word) || known.has(word) || picked.includes(word)) continue;
    const forms = dictionaryForms(word);
    if (forms.length === 0 || forms.some((form) => known.has(form) || pickedForms.has(form))) continue;
    const rank = frequencyRank([word, ...forms]) ?? Number.POSITIVE_INFINITY;
    if (rank < range.commonest || rank > range.rarest) continue;
    picked.push(word);
    for (const form of forms) pickedForms.add(form);
    if (picked.length === VOCABULARY_PER_MESSAGE) break;
  }
  return withSentences(picked);
}
