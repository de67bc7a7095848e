/** "What should I say to an angry guest?": three phrases for the situation, then a role-play to try one. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSituation } from './situation-phrases';
import { rolePlayTurn } from '../role-play/role-play-turn';
import { leadIn } from './teacher-voice';

/** Everyday situations a work scene just told makes a work one ('The client wants a discount.' ... 'How do I say no politely?'). */
const REFINED_BY_CONTEXT = new Set(['say-no']);

export function answerWhatToSay(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const asked = findSituation(question.subject);
  const recent = context.conversation.userMessages.slice(-3, -1).join(' ');
  const inContext = asked && REFINED_BY_CONTEXT.has(asked.id) && recent ? findSituation(`${recent} ${question.subject}`) : undefined;
  const situation = inContext ?? asked;
  if (!situation) return null;
  const [first, second, third] = situation.phrases;
  const lead = leadIn(context);
  return {
    text: `${lead} Try '${first}' or '${second}' You could also say '${third}'`,
    brief: `${lead} Try '${first}'`,
    followUp: rolePlayTurn(situation),
  };
}
