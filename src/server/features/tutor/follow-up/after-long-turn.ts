/**
 * The learner's Part 2 long turn, just after Oliver's cue card: he thanks them as an examiner does, says whether it
 * ran long enough (about 150 words, one to two minutes), and moves on to a
 * Part 3 discussion question, as the real test does, instead of a Part 1 question picked at random.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { isCueCard, SHORT_LONG_TURN_WORDS, wordsIn } from '../answers/answer-feedback';
import type { Chooser } from '../choose-variant';
import type { Explain } from '../explain';
import { pickFollowUpQuestion } from '../pick-follow-up-question';
import type { FactResponse } from './respond-to-facts';

const PART_3 = 'Part 3: Discussion';
const THANKS = ['Thank you.', 'Thank you, that was your long turn.'];
const FULL = ['You kept going and gave a full long turn.', 'That was a full long turn, well done for keeping going.'];
const MOVING_ON = "Now let's move on to Part 3.";

/** The mock test's own bank goes on in its order, into its own Part 3 (pick-follow-up-question.ts). */
const MOCK_TEST = 'Full Mock Speaking Test';

export function respondToLongTurn(input: { message: string; teacher: TutorTeacher; topic: string; assistantMessages: readonly string[]; chooser: Chooser; explain: Explain }): FactResponse | null {
  const { message, teacher, topic, assistantMessages, chooser, explain } = input;
  if (teacher.task !== 'ielts' || !isCueCard(assistantMessages.at(-1))) return null;
  const words = wordsIn(message);
  const length = words < SHORT_LONG_TURN_WORDS ? explain('feedbackLongTurn', { words: String(words) }) : chooser.pick('long-turn-full', FULL);
  const isMockTest = topic === MOCK_TEST;
  const question = pickFollowUpQuestion({ teacher, topic: isMockTest ? MOCK_TEST : PART_3, assistantMessages, chooser });
  if (!question) return null;
  return { acknowledgement: `${chooser.pick('long-turn-thanks', THANKS)} ${length}`, question: isMockTest ? question : `${MOVING_ON} ${question}` };
}
