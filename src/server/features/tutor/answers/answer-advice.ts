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
  const soundCheck = context.teacher.task === 'pronunciation' ? 'I can check your sounds as you read aloud in Voice practice.' : 'Maya, the pronunciation coach, can check your sounds as you read aloud.';
  const writingHelp = context.teacher.task === 'writing' ? 'I can help' : 'Claire, the writing mentor, helps';
  const coaches = { soundCheck, writingHelp };
  const answer = fillTemplate(topic.answer, isSpanish ? { language: 'Spanish', chunk: "'me apetece mucho'", ...coaches } : { language: 'English', chunk: "'I'm looking forward to it'", ...coaches });
  return { text: `${leadIn(context)} ${english(context.teacher, answer)}`, followUp: isSpanish && topic.es ? topic.es.followUp : topic.followUp };
}
