/** Maya asked which sounds speakers of a first language find hard (sounds-by-first-language.ts), with a first pair to try. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findFirstLanguage } from './sounds-by-first-language';
import { findSoundFamilyByLetters } from './sound-pairs';
import { english, leadIn } from './teacher-voice';

export function answerFirstLanguageSounds(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const found = findFirstLanguage(question.subject);
  if (!found) return null;
  const family = findSoundFamilyByLetters(...found.letters);
  const start = family ? ` A good place to start is ${family.first} against ${family.second}: ${family.how.charAt(0).toLowerCase()}${family.how.slice(1)}` : '';
  return {
    text: `${leadIn(context)} ${english(context.teacher, `Speakers of ${found.language} often find these hardest: ${found.hardest}. Every speaker is different, though.${start}`)}`,
    followUp: english(context.teacher, 'Which of these do you notice most in your own English?'),
  };
}
