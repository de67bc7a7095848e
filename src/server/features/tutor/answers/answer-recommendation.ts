/** Lucía's recommendations for a learner's trip (lucia-recommends.ts), in Spanish with the English in brackets. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findRecommendation } from './lucia-recommends';
import { leadIn } from './teacher-voice';

export function answerRecommendation(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const found = findRecommendation(question.subject, context.conversation.userMessages.slice(0, -1));
  if (!found) return null;
  return { text: `${leadIn(context)} ${found.spanish} (${found.english})`, followUp: found.followUp };
}
