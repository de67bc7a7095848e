/**
 * A recommendation: a book, a film, a series, a song or a recipe of the teacher's own (teacher-recommends.ts), or
 * Lucía's for a learner's trip (lucia-recommends.ts), in Spanish with the English in brackets.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findRecommendation } from './lucia-recommends';
import { recommendationAsked } from './teacher-recommends';
import { isSpanishTeacher, leadIn } from './teacher-voice';

export function answerRecommendation(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const hers = recommendationAsked(question.subject);
  const mine = hers?.byTeacher[context.teacher.slug];
  if (hers && mine) return { text: `${leadIn(context)} ${mine}`, followUp: isSpanishTeacher(context.teacher) ? hers.followUpEs : hers.followUp };
  const found = findRecommendation(question.subject, context.conversation.userMessages.slice(0, -1));
  if (!found) return null;
  return { text: `${leadIn(context)} ${found.spanish} (${found.english})`, followUp: found.followUp };
}
