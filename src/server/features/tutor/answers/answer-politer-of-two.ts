/**
 * 'Which is more polite, "Can you" or "Could you"?', 'Is "Hi" or "Dear" more formal?': the two phrases placed on
 * one of the politeness scales (politeness-scales.ts), the answer named, and the scale's one line. Two phrases on
 * no common scale are not compared here (the question goes on to the other answers).
 */
import { capitalizeFirst } from '../choose-variant';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { placeOnAScale, readPoliterOfTwo } from './politer-of-two-asked';

const quoted = (phrase: string) => `'${capitalizeFirst(phrase)}'`;

export function answerPoliterOfTwo(question: LearnerQuestion, _context: AnswerContext): Answer | null {
  const asked = readPoliterOfTwo(question.subject);
  if (!asked) return null;
  const placed = placeOnAScale(asked.first, asked.second);
  if (!placed) return null;
  const formal = /formal|professional/.test(asked.quality);
  const named = asked.wantsLess ? placed.plainer : placed.politer;
  const friendly = /friendly|casual/.test(asked.quality);
  const verdict = asked.wantsLess
    ? `${quoted(named)} is the ${friendly ? 'friendlier' : formal ? 'less formal' : 'more direct'} of the two.`
    : `${quoted(named)} is the ${formal ? 'more formal' : 'more polite'} of the two.`;
  return { text: `${verdict} ${placed.scale.why}`, followUp: placed.scale.tryIt };
}
