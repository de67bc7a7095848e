/** "Why is the 'b' silent in 'doubt'?": how the word is said (eSpeak NG), why the letter is silent, and other words like it. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { phonemesOf } from './espeak-phonemes';
import { respell, syllabify, toIpa } from './respell';
import { findSilentLetter } from './silent-letters';
import { english, leadIn } from './teacher-voice';

export async function answerSilentLetter(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const asked = findSilentLetter(question.subject);
  if (!asked) return null;
  const { entry, word } = asked;
  const { teacher } = context;
  const words = await phonemesOf(word.toLowerCase(), teacher.language.startsWith('es') ? 'en-US' : teacher.language);
  const said = words ? ` it sounds like ${words.map((w) => respell(syllabify(w))).join(' ')}, ${toIpa(words)}` : '';
  const others = entry.words.filter((other) => other.toLowerCase() !== word.toLowerCase()).slice(0, 3);
  // 'Is the t silent...?' is answered yes, 'Do we pronounce the h...?' no, 'Why is the b silent...?' with neither.
  const q = question.subject.trim();
  const opening = /^(?:is|are)\b/i.test(q) ? 'Yes, the' : /^(?:do|does|should|must)\b/i.test(q) ? 'No, the' : 'The';
  const text = `${opening} ${entry.letter} in '${word}' is silent:${said ? `${said}.` : ' you don’t say it.'} ${entry.why} Other words like it: ${others.join(', ')}.`;
  return { text: `${leadIn(context)} ${english(teacher, text)}`, followUp: english(teacher, `Say '${word}' and '${others[0]}' aloud a few times, then type a sentence with both.`) };
}
