/** "What should I say to an angry guest?": three phrases for the situation, then a role-play to try one. */
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSituation } from './situation-phrases';
import { rolePlayTurn } from '../role-play/role-play-turn';
import { leadIn } from './teacher-voice';

export function answerWhatToSay(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const situation = findSituation(question.subject);
  if (!situation) return null;
  const [first, second, third] = situation.phrases;
  const lead = leadIn(context);
  return {
    text: `${lead} Try '${first}' or '${second}' You could also say '${third}'`,
    brief: `${lead} Try '${first}'`,
    followUp: rolePlayTurn(situation),
  };
}
