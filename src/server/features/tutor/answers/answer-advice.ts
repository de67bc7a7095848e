/** "How can I remember new words?": a teacher's honest advice on learning, then a question that turns it into practice. */
import { fillTemplate } from '../choose-variant';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findAdvice } from './learning-advice';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';

export function answerAdvice(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const isSpanish = isSpanishTeacher(context.teacher);
  const topic = findAdvice(question.subject, isSpanish);
  if (!topic) return null;
  const answer = fillTemplate(topic.answer, isSpanish ? { language: 'Spanish', chunk: "'me apetece mucho'" } : { language: 'English', chunk: "'I'm looking forward to it'" });
  return { text: `${leadIn(context)} ${english(context.teacher, answer)}`, followUp: isSpanish && topic.es ? topic.es.followUp : topic.followUp };
}
