/** "What should I say to an angry guest?": three phrases for the situation, then a role-play to try one. */
import type { Chooser } from '../choose-variant';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { findSituation } from './situation-phrases';
import { leadIn } from './teacher-voice';

const ROLE_PLAY_START = "Let's practise.";
const ROLE_PLAY_END = 'What do you say?';

export function answerWhatToSay(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const situation = findSituation(question.subject);
  if (!situation) return null;
  const [first, second, third] = situation.phrases;
  const lead = leadIn(context);
  return {
    text: `${lead} Try '${first}' or '${second}' You could also say '${third}'`,
    brief: `${lead} Try '${first}'`,
    followUp: `${ROLE_PLAY_START} ${situation.rolePlay} ${ROLE_PLAY_END}`,
  };
}

/** The teacher's last turn set up a role-play: the learner's message is their line in it, not news about their life. */
export function isRolePlayLine(previousTurn: string | undefined): boolean {
  return !!previousTurn && previousTurn.includes(ROLE_PLAY_START) && previousTurn.trim().endsWith(ROLE_PLAY_END);
}

/**
 * Said after the learner's line in a role-play (any correction comes before it): how it landed, and what next.
 * Praise only for a line nothing was corrected or asked about in.
 */
export function respondToRolePlayLine(chooser: Chooser, { isClean }: { isClean: boolean }): { acknowledgement: string; question: string } {
  const praise = ['That would work well in real life.', 'Nicely done, that sounds polite and natural.', "Good, that's just how people say it."];
  const noted = ['With that small fix, your line would work well in real life.', 'Apart from that, your line gets the message across.'];
  return {
    acknowledgement: chooser.pick('role-play-ack', isClean ? praise : noted),
    question: chooser.pick('role-play-next', ['Which other situation would you like to practise?', 'Is there another situation where you never know what to say?']),
  };
}
