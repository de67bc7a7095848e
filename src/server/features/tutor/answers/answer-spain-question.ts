/** "¿Cuándo son las Fallas?": Lucía's answer from spain-questions.ts, with her question back. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSpainQuestion } from './spain-questions';
import { isSpanishTeacher } from './teacher-voice';

/** '¿Es verdad que en España cenan tarde?', 'Is it true that...?': asked yes or no, the answer says yes before its reasons. */
const ASKS_IF_TRUE = /(?<![\p{L}])es (?:verdad|cierto) que(?![\p{L}])|\bis it true that\b/iu;

export function answerSpainQuestion(question: LearnerQuestion, { teacher }: AnswerContext): Answer | null {
  const topic = isSpanishTeacher(teacher) ? findSpainQuestion(question.subject) : null;
  if (!topic) return null;
  const [told, followUpIfTold] = topic.followUpIfTold ?? [];
  const followUp = told && followUpIfTold && told.test(question.subject) ? followUpIfTold : topic.followUp;
  return { text: ASKS_IF_TRUE.test(question.subject) ? `Sí, es verdad. (Yes, it's true.) ${topic.answer}` : topic.answer, followUp };
}
