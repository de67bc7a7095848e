/** "¿Cuándo son las Fallas?": Lucía's answer from spain-questions.ts, with her question back. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSpainQuestion } from './spain-questions';
import { isSpanishTeacher } from './teacher-voice';

export function answerSpainQuestion(question: LearnerQuestion, { teacher }: AnswerContext): Answer | null {
  const topic = isSpanishTeacher(teacher) ? findSpainQuestion(question.subject) : null;
  return topic ? { text: topic.answer, followUp: topic.followUp } : null;
}
