/** "What is a topic sentence?": a writing or exam teacher's know-how (teacher-know-how.ts), then a task that puts it to use. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findKnowHow } from './teacher-know-how';
import { leadIn } from './teacher-voice';

export function answerKnowHow(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const topic = findKnowHow(question.subject);
  return topic ? { text: `${leadIn(context)} ${topic.answer}`, followUp: topic.followUp } : null;
}
