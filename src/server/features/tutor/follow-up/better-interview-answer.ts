/**
 * "What should I say instead?", "How can I say it better?", "Can you give me a better answer?": asked of the answer the
 * learner just gave Daniel. The sure slips in it, what the answer lacks (a story where one was asked for), a model
 * answer to the same question, and the question again for another try. Examples: better-interview-answer.test.ts.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { capitalizeFirst } from '../choose-variant';
import { fixedParts } from '../grammar/fixed-part';
import { findCorrections } from '../grammar/find-corrections';
import { questionedParts } from '../phrase-corrections';
import { asksForAStory, modelAnswerFor, questionPutIn, tellsAnEvent } from './after-interview-question';

const ASKS_FOR_A_BETTER_ANSWER = new RegExp(
  String.raw`^(?:(?:so|ok(?:ay)?|and|hmm+|thanks?(?: you)?)[,.!]?\s+)*(?:` +
    [
      'what (?:should|could|can|would) i (?:say|answer|have said) instead',
      'how (?:can|could|should|do) i (?:say|answer|make|improve) (?:it|that|this|my answer)(?: (?:better|more concise|shorter|stronger|clearer|more professional))?',
      '(?:can|could) you (?:give|show) me (?:a |an )?(?:better|good|stronger|model) (?:answer|version|example)',
      '(?:give me )?(?:an )?example of (?:a )?better answer',
      'what (?:is|was) (?:wrong|missing) (?:with|in|from) my answer',
      '(?:is|was) (?:that|it|my answer) (?:a )?bad(?: answer)?',
      'how (?:can|could) i improve (?:it|that|this|my answer)',
    ].join('|') +
    String.raw`)(?: please)?\s*[?.!]*$`,
  'i',
);

export const BETTER_ANSWER_EXAMPLES = {
  asked: ['what should I say instead?', 'how can i say it better?', 'Can you give me a better answer?', 'How could I make that more concise?', 'give me an example of better answer please', 'ok, what was wrong with my answer?', 'was that a bad answer?'],
  notAsked: ['What should I say in the interview about salary?', 'How can I say no politely?', 'I think my answer was good.', 'what is a better word for good?'],
} as const;

export const asksForABetterAnswer = (message: string): boolean => ASKS_FOR_A_BETTER_ANSWER.test(message.trim());

/** A time told ('Last year I have convinced...'): a story, whatever tense the learner put it in. */
const TIME_TOLD = /\b(?:last (?:year|month|week|summer|winter|spring|autumn)|\d+ (?:years?|months?|weeks?) ago|once|in (?:19|20)\d\d|when I (?:was|worked))\b/i;

/** How many of the answer's slips are named before the model. */
const MAX_SLIPS = 3;

/**
 * The reply to a better answer asked for, or null when the message asks no such thing or no question of Daniel's and
 * an answer to it come before it. `assistantMessages` and `userMessages` are the conversation's, the message last.
 */
export async function betterInterviewAnswer(input: { message: string; teacher: TutorTeacher; assistantMessages: readonly string[]; userMessages: readonly string[] }): Promise<string | null> {
  const { message, teacher, assistantMessages, userMessages } = input;
  if (teacher.task !== 'interview' || !asksForABetterAnswer(message)) return null;
  const answer = userMessages.at(-2);
  // The question his turn before the answer ended on ('Tell me about a time...' ends on a full stop): the turn after the
  // answer is his word on it, or his feedback.
  const questionTurn = assistantMessages.at(-2);
  if (!answer || !questionTurn || answer.trim().split(/\s+/).length < 3) return null;
  const asked = questionPutIn(questionTurn);
  // Sure slips told as changes; those of families that may only ask, asked (family-gate.ts).
  const [sure, asking] = await Promise.all([findCorrections(answer, { max: MAX_SLIPS }), findCorrections(answer, { max: MAX_SLIPS, families: 'questions' })]);
  const told = sure.flatMap((c) => fixedParts(c)).slice(0, MAX_SLIPS);
  const doubted = asking.flatMap((c) => questionedParts(c)).filter((p) => !told.some((t) => t.from === p.from)).slice(0, MAX_SLIPS - told.length);
  const language = [
    told.length > 0 ? `First, the English in yours: ${told.map((p) => `'${p.from}' -> '${p.to}'`).join(', ')}.` : '',
    doubted.length > 0 ? `${told.length > 0 ? 'And think' : 'First, think'} about ${doubted.map((p) => `'${p.from}' or '${p.to}'`).join(', and ')}.` : '',
  ];
  // A story question: answered with what the learner is like, the one thing to add; with a story, its steps and result.
  const isStory = asksForAStory(asked);
  const lacking = !isStory ? '' : tellsAnEvent(answer) || TIME_TOLD.test(answer)
    ? 'Your story is there: tell it in four steps, the situation, your task, what you did, and a result you can name.'
    : 'Yours says what you are like; this question wants one real time you showed it, told in four steps: the situation, your task, what you did, and the result.';
  return [...language, lacking, modelAnswerFor(asked), `Now try yours again: ${capitalizeFirst(asked)}`].filter(Boolean).join(' ');
}
