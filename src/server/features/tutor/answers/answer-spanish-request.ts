/** Lucía asked in Spanish how to ask for something (spanish-requests.ts): the request, and a turn to say it. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSpanishRequest } from './spanish-requests';
import { leadIn } from './teacher-voice';

export function answerSpanishRequest(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const found = findSpanishRequest(question.subject);
  if (!found) return null;
  const { spanish, english } = found.request.say(found.what);
  return {
    text: `${leadIn(context)} ${spanish} (${english})`,
    followUp: found.request.practice,
  };
}
