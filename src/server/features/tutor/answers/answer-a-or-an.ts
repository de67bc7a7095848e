/**
 * 'Why do we say "an hour" but "a house"?': 'a' or 'an' goes by the first sound of the next word, not its first
 * letter. Each word asked about is said to start with a vowel sound or a consonant sound, with the reason where the
 * letter misleads (a silent h, a 'u' said 'you', an 'o' said 'w'), from the same reading the a-or-an family uses.
 */
import { startsWithVowelSound } from '../packs/en/rules/a-or-an';
import type { Answer, AnswerContext } from './answer';
import { WHY_A_OR_AN } from './a-or-an-asked';
import type { LearnerQuestion } from './detect-question';

/** What the first sound of a word is, and why, where its letter says otherwise. */
function firstSound(word: string): string {
  const w = word.toLowerCase();
  const vowel = startsWithVowelSound(w);
  const letterIsVowel = /^[aeiou]/.test(w);
  if (vowel && !letterIsVowel) return `'${w}' starts with a vowel sound, because its h is silent`;
  if (!vowel && letterIsVowel) return `'${w}' starts with a consonant sound: ${/^o/.test(w) ? "a 'w', as in 'won'" : "a 'y', as in 'you'"}`;
  return `'${w}' starts with a ${vowel ? 'vowel' : 'consonant'} sound`;
}

const articleFor = (word: string) => (startsWithVowelSound(word) ? 'an' : 'a');

export function answerAOrAn(question: LearnerQuestion, _context: AnswerContext): Answer | null {
  const m = WHY_A_OR_AN.exec(question.subject.trim());
  if (!m) return null;
  const words = [m[2], m[4]].filter((word): word is string => !!word);
  // Letters said by their names ('an MBA', 'a UFO') go by the letter's name, which this answer does not read: left.
  if (words.some((word) => /\p{Lu}.*\p{Lu}/u.test(word))) return null;
  // 'a few' and 'a little': both 'a', so the question is about those words, not the article.
  if (m[3] && m[1]!.toLowerCase() === m[3].toLowerCase()) return null;
  const said = words.map((word) => `${firstSound(word)}, so '${articleFor(word)} ${word.toLowerCase()}'`);
  // A pair asked the wrong way round ('an house') is put right by the same rule, without a word about the slip.
  return {
    text: `'A' or 'an' goes by the first sound of the next word, not its first letter: 'an' before a vowel sound, 'a' before a consonant sound. ${said.join('; ')}.`,
    followUp: "Your turn: which goes before 'umbrella', and which before 'uniform'?",
  };
}
