/** "Is 'jeans' singular or plural?": noun-number.ts says how the noun counts; the learner is asked for a sentence with it. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { describeNounNumber } from './noun-number';
import { isSpanishTeacher, leadIn } from './teacher-voice';

export function answerNounNumber(question: LearnerQuestion, context: AnswerContext): Answer | null {
  if (isSpanishTeacher(context.teacher)) return null;
  const said = describeNounNumber(question.subject);
  return said ? { text: `${leadIn(context)} ${said}`, followUp: `Can you make a sentence of your own with '${question.subject.toLowerCase()}'?` } : null;
}
