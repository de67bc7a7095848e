/** "Is 'jeans' singular or plural?": noun-number.ts says how the noun counts; the learner is asked for a sentence with it. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { describeNounNumber, pluralNotUsed } from './noun-number';
import { isSpanishTeacher, leadIn } from './teacher-voice';

export function answerNounNumber(question: LearnerQuestion, context: AnswerContext): Answer | null {
  if (isSpanishTeacher(context.teacher)) return null;
  const said = describeNounNumber(question.subject);
  if (!said) return null;
  // 'Is "informations" plural?': the answer is a no, said at once, and the sentence asked for is with the noun in use.
  const inUse = pluralNotUsed(question.subject);
  return { text: inUse ? said : `${leadIn(context)} ${said}`, followUp: `Can you make a sentence of your own with '${inUse ?? question.subject.toLowerCase()}'?` };
}
