/**
 * 'yes', 'maybe', 'no', 'I like it' given to the examiner's question: in the speaking test a one-word answer shows
 * nothing, so Oliver asks for a little more, as an examiner would ('Why?'), and asks the question again; he does not
 * move on as if it were an answer. Not a question or a request of the learner's own, and not after a cue card (the
 * long turn has its own, after-long-turn.ts). Examples: short-answer-to-examiner.test.ts.
 */
import { isCueCard } from '../cue-card';
import type { TutorTeacher } from '../../../lib/language-model';
import { lastQuestionOf } from '../repeat-request';

/** This many words or fewer is no Part 1 answer. */
const MOST_WORDS_OF_A_BARE_ANSWER = 3;
/** A learner's own question, request or go-ahead ('why?', 'Now ask me.', 'Part 2, please.', 'ok'), which other answers take. */
const ASKS = /\?|^(?:why|what|how|can|could|please|repeat|sorry|pardon|next|stop|bye|thanks?|thank you|now|ask|go|let'?s|start|begin|continue|ready|i'?m ready|part|ok(?:ay)?|sure|again|hello|hi)\b/i;


const ASK_FOR_MORE = "Can you say a little more? In the test, a short answer doesn't show your English: give a reason or an example, in two or three sentences.";

export function askForMoreFromShortAnswer(message: string, teacher: TutorTeacher, lastTurn: string | undefined): string | null {
  const text = message.trim();
  // Asked once already: a second short answer is let go, and the test moves on.
  if (teacher.task !== 'ielts' || text.split(/\s+/).length > MOST_WORDS_OF_A_BARE_ANSWER || ASKS.test(text) || !lastTurn || isCueCard(lastTurn) || lastTurn.startsWith(ASK_FOR_MORE)) return null;
  const question = lastQuestionOf(lastTurn);
  if (!question) return null;
  return `${ASK_FOR_MORE} ${question}`;
}
