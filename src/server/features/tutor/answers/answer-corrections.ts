/**
 * "Can you correct my mistakes?": how this teacher corrects, truthfully. A slip of a family whose precision is
 * proven is told and kept in the Notebook (for a signed-in learner); one that is not is asked as a question to
 * think about and kept nowhere (ADR 025). The usual next question follows, so the learner can start at once.
 */
import type { Answer, AnswerContext } from './answer';
import { agree, isSpanishTeacher } from './teacher-voice';

const HOW_ENGLISH = "When I'm sure of a slip, I'll show you a better way to say it; when I'm not sure, I'll ask you a question to think about instead.";
const NOTEBOOK = "The corrections I'm sure of go into your Notebook, so you can review them later.";
const HOW_SPANISH = 'Cuando esté segura de un error, te diré cómo se dice mejor; cuando no lo esté, te haré una pregunta para que lo pienses.';

export function answerCorrections(_question: unknown, context: AnswerContext): Answer {
  // A demo visitor has no Notebook.
  const how = context.request.purpose === 'demo' ? HOW_ENGLISH : `${HOW_ENGLISH} ${NOTEBOOK}`;
  return { text: isSpanishTeacher(context.teacher) ? `¡Claro! ${HOW_SPANISH} (Of course! ${how})` : `${agree(context.teacher)} ${how}` };
}
