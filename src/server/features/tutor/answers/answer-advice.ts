/** "How can I remember new words?": a teacher's honest advice on learning, then a question that turns it into practice. */
import { fillTemplate } from '../choose-variant';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findAdvice, STRUGGLE_TOLD } from './learning-advice';
import { english, isSpanishTeacher, leadIn } from './teacher-voice';

const SYMPATHY = ['That’s very common, and it gets better with practice.', 'You’re not alone: many learners feel exactly that.'];
const SYMPATHY_ES = ['Es muy normal, y mejora con la práctica. (That is very common, and it gets better with practice.)'];

export function answerAdvice(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const isSpanish = isSpanishTeacher(context.teacher);
  const topic = findAdvice(question.subject, isSpanish);
  if (!topic) return null;
  const soundCheck = context.teacher.task === 'pronunciation' ? 'I can check your sounds as you read aloud in Voice practice.' : 'Maya, the pronunciation coach, can check your sounds as you read aloud.';
  const writingHelp = context.teacher.task === 'writing' ? 'I can help' : 'Claire, the writing mentor, helps';
  const coaches = { soundCheck, writingHelp };
  const answer = fillTemplate(topic.answer, isSpanish ? { language: 'Spanish', chunk: "'me apetece mucho'", ...coaches } : { language: 'English', chunk: "'I'm looking forward to it'", ...coaches });
  // A struggle told ('I can understand but I can't speak') is met with sympathy first.
  const told = context.conversation.lastUserMessage?.endsWith(STRUGGLE_TOLD);
  const comforts = /^(?:almost everyone|everyone|it'?s (?:normal|very common)|don'?t worry)\b/i.test(answer);
  const opening = !told ? leadIn(context) : comforts ? '' : context.chooser.pick('struggle-told', isSpanish ? SYMPATHY_ES : SYMPATHY);
  return { text: `${opening ? `${opening} ` : ''}${english(context.teacher, answer)}`, followUp: isSpanish && topic.es ? topic.es.followUp : topic.followUp };
}
