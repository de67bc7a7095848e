/**
 * A recommendation: a book, a film, a series, a song or a recipe of the teacher's own (teacher-recommends.ts), or
 * Lucía's for a learner's trip (lucia-recommends.ts), in Spanish with the English in brackets.
 */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findRecommendation } from './lucia-recommends';
import { recipeAskedFor } from './recipes-asked-for';
import { recommendationAsked } from './teacher-recommends';
import { isSpanishTeacher, leadIn } from './teacher-voice';

export function answerRecommendation(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const hers = recommendationAsked(question.subject);
  const mine = hers?.byTeacher[context.teacher.slug];
  // A dish asked for by name ('a recipe for American breakfast'): that dish, not her own favourite.
  const named = hers?.kind === 'recipe' && mine && !isSpanishTeacher(context.teacher) ? recipeAskedFor(question.subject, mine) : null;
  if (named && hers) {
    const text = 'recipe' in named ? named.recipe : `I don't know a good recipe for ${named.unknown} by heart, so I won't guess the amounts. Here is one I do know. ${mine}`;
    return { text: `${leadIn(context)} ${text}`, followUp: hers.followUp };
  }
  if (hers && mine) return { text: `${leadIn(context)} ${mine}`, followUp: isSpanishTeacher(context.teacher) ? hers.followUpEs : hers.followUp };
  const found = findRecommendation(question.subject, context.conversation.userMessages.slice(0, -1));
  if (!found) return null;
  return { text: `${leadIn(context)} ${found.spanish} (${found.english})`, followUp: found.followUp };
}
