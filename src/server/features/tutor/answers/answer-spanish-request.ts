/**
 * Lucía asked in Spanish how to ask for something (spanish-requests.ts): the request, and a turn to say it. The
 * learner's words are checked first, so she never says back a slip ('un cerveza' becomes 'una cerveza', noted).
 */
import { findCorrections } from '../grammar/find-corrections';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSpanishRequest } from './spanish-requests';
import { leadIn } from './teacher-voice';

const PLEASE = ', por favor.';

/** The learner's noun phrase as the Spanish checker would have it ('un cerveza' -> 'una cerveza'). */
async function checked(what: string, language: string): Promise<string> {
  const [fix] = await findCorrections(`${what.charAt(0).toUpperCase()}${what.slice(1)}${PLEASE}`, { max: 1, language });
  if (!fix?.corrected.endsWith(PLEASE)) return what;
  return fix.corrected.slice(0, -PLEASE.length).toLowerCase();
}

export async function answerSpanishRequest(question: LearnerQuestion, context: AnswerContext): Promise<Answer | null> {
  const found = findSpanishRequest(question.subject);
  if (!found) return null;
  const what = await checked(found.what, context.teacher.language);
  const { spanish, english, practice } = found.request.say(what);
  const note = what === found.what ? '' : ` (Note: «${what}», not «${found.what}».)`;
  return { text: `${leadIn(context)} ${spanish} (${english})${note}`, followUp: practice ?? found.request.practice };
}
