/** "How do I say 1,250,000?": say-a-number.ts, and the learner asked to say it in a sentence. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { sayANumber } from './say-a-number';
import { isSpanishTeacher, leadIn } from './teacher-voice';

export function answerSayANumber(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const said = isSpanishTeacher(context.teacher) ? null : sayANumber(question.subject);
  return said ? { text: `${leadIn(context)} ${said}`, followUp: 'Now say it aloud in a sentence: where might you need that number this week?' } : null;
}
