/**
 * "What's the most common mistake Spanish speakers make in English?": the grammar and word slips speakers of a first
 * language most often make in English, as teachers' contrastive descriptions give them (written for Parley; the
 * sounds are in sounds-by-first-language.ts). The questions it must answer and leave are in its test.
 */
import { FIRST_LANGUAGES } from './sounds-by-first-language';

/** The slips of each first language, by the language's name in FIRST_LANGUAGES. */
export const MISTAKES_BY_FIRST_LANGUAGE: Readonly<Record<string, string>> = {
  Chinese: "leaving out the past ending ('Yesterday I go'), the plural s ('two book') and a or the ('I bought car'), and mixing up he and she",
  Japanese: "leaving out a and the ('I have dog') and the plural s ('many friend'), and choosing among in, on and at",
  Korean: "leaving out a and the, the s of she likes ('she like'), and answering yes to a negative question when they mean no",
  Spanish: "'I have 25 years' for I am 25, leaving out it ('Is raining'), 'people is' for people are, and false friends like 'actually', which means in fact, not now",
  Portuguese: "'I have 25 years' for I am 25, leaving out it ('Is very good'), 'make a party' for have a party, and false friends like 'pretend', which means to act as if, not to intend",
  Arabic: "leaving out is and are ('She happy'), the present where English uses the present perfect ('I live here since May'), and a or the in the wrong place",
  French: "'I am here since Monday' for I have been here since Monday, 'I have 25 years', 'informations' and 'advices' with an s, and false friends like 'actually' and 'eventually'",
  German: "'since two years' for for two years, 'become' for get ('I became a letter'), 'when' for if, and the verb left to the end of the sentence",
  Russian: "leaving out a and the, leaving out is ('He doctor'), and the present where English uses the present perfect ('I live here for five years')",
  Hindi: "the -ing form with know and have ('I am knowing him'), 'do one thing' for here's an idea, and 'only' after the word it belongs to ('I told him only')",
  Vietnamese: "leaving out the past ending and the plural s, leaving out is ('She tired'), and a or the",
  Thai: "leaving out the past ending and the plural s, leaving out a and the, and the order of words in a question",
  Turkish: "leaving out a and the, mixing up he and she (Turkish has one word for both), and putting the verb last",
  Italian: "'I have 25 years', 'I am here since Monday' for I have been here since Monday, 'informations' and 'advices' with an s, and false friends like 'eventually', which means in the end",
  Polish: "leaving out a and the, the present where English uses the present perfect ('I live here since 2019'), and the word order of questions",
  Persian: "mixing up he and she (Persian has one word for both), leaving out a and the, and the present where English uses the present perfect",
};

/** Asked which slips speakers of a language make: 'common mistakes', 'the biggest errors', 'what mistakes do ... make'. */
const ASKS_MISTAKES = /\b(?:common|typical|usual|biggest|main|frequent)\b.*\b(?:mistakes?|errors?)\b|\b(?:mistakes?|errors?)\b.*\b(?:make|do|have)\b|\bwhat (?:mistakes?|errors?)\b/i;
/** About the sounds, which the pronunciation table answers. */
const ABOUT_SOUNDS = /\b(?:pronunciation|pronounc\w*|sounds?|accent)\b/i;

/** The first language whose slips are asked about, and what they are; undefined when not asked, or asked of the sounds. */
export function findFirstLanguageMistakes(question: string): { language: string; mistakes: string } | undefined {
  if (!ASKS_MISTAKES.test(question) || ABOUT_SOUNDS.test(question) || !/\b(?:speakers?|learners?|people|students|natives?)\b/i.test(question)) return undefined;
  const found = FIRST_LANGUAGES.find((language) => language.names.test(question));
  const mistakes = found && MISTAKES_BY_FIRST_LANGUAGE[found.language];
  return found && mistakes ? { language: found.language, mistakes } : undefined;
}
