/** "How can I remember new words?": a teacher's honest advice on learning, then a question that turns it into practice. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findAdvice } from './learning-advice';
import { leadIn } from './teacher-voice';

export function answerAdvice(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const topic = findAdvice(question.subject);
  if (!topic) return null;
  return { text: `${leadIn(context)} ${topic.answer}`, followUp: topic.followUp };
}
