/**
 * "Yes." and nothing more, to the teacher's yes-or-no question ("Is there a place in your town that you really
 * love?"): the learner has more to say and is asked for it, an open question made from hers ("Which place is it?"),
 * instead of a new topic. Each way of opening up a question is data with the questions it turns and those it must
 * leave, run as tests.
 */
import type { Chooser } from '../choose-variant';
import { lastQuestionOf } from '../repeat-request';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { turnRound } from './turn-round';

/** Yes, and nothing the teacher could take up: 'Yes.', 'Yeah!', 'Yes, I do.', 'Sure', 'Of course'. */
const BARE_YES = /^(?:yes|yeah|yep|yup|sure|of course|definitely|absolutely|i do|i have|i did)(?:[,!. ]+(?:i do|i have|i did|i am|there is|there are|it is|of course|sometimes|a lot|very much|so much|please))?[.!]*$/i;

type Opening = { asked: RegExp; open: (match: RegExpExecArray) => string; examples: ReadonlyArray<readonly [asked: string, open: string]>; counterExamples: readonly string[] };

/** The thing asked about, said from the learner's side ('your town'), without the question mark. */
const said = (text: string) => turnRound(text.trim());

export const OPENINGS: readonly Opening[] = [
  {
    asked: /^Is there (?:a|an|any|one) ([\w' -]+?) (?:that|which|where|you) /i,
    open: (m) => `Which ${said(m[1]!)} is it, and what makes it special?`,
    examples: [['Is there a place in your town that you really love?', 'Which place in your town is it, and what makes it special?']],
    counterExamples: ['Is it hard?'],
  },
  {
    asked: /^Do you (?:like|enjoy|love) ([\w' -]+?)\?$/i,
    open: (m) => `What do you like most about ${said(m[1]!)}?`,
    examples: [['Do you like cooking?', 'What do you like most about cooking?'], ['Do you enjoy your job?', 'What do you like most about your job?']],
    counterExamples: ['Do you like it here or at home?'],
  },
  {
    asked: /^Do you have (?:a|an|any) ([\w' -]+?)\?$/i,
    open: (m) => `Tell me about ${/s$/i.test(m[1]!) ? 'them' : 'it'}: what kind of ${said(m[1]!)} ${/s$/i.test(m[1]!) ? 'are they' : 'is it'}?`,
    examples: [['Do you have a favourite film?', 'Tell me about it: what kind of favourite film is it?'], ['Do you have any pets?', 'Tell me about them: what kind of pets are they?']],
    counterExamples: ['Do you have time?'],
  },
  {
    asked: /^Have you (?:ever )?(?:been to|visited|tried|seen|read|watched|played) ([\w' -]+?)\?$/i,
    open: (m) => `When was that, and what did you think of ${/^(?:a|an|any|some)\b/i.test(m[1]!) ? 'it' : said(m[1]!)}?`,
    examples: [['Have you ever been to London?', 'When was that, and what did you think of London?'], ['Have you tried sushi?', 'When was that, and what did you think of sushi?']],
    counterExamples: ['Have you finished?'],
  },
  {
    // 'Do you cook at home?', 'Do you play any sport?': how often, and what they like about it.
    asked: /^Do you (cook|play|read|watch|travel|sing|dance|swim|run|draw|paint|write|exercise|walk|study|practi[cs]e|go|listen|visit|meet|use|speak) ([\w' -]*?)\?$/i,
    open: (m) => `How often do you ${m[1]!.toLowerCase()}${m[2] ? ` ${said(m[2])}` : ''}, and what do you enjoy about it?`,
    examples: [['Do you cook at home?', 'How often do you cook at home, and what do you enjoy about it?']],
    counterExamples: ['Do you think so?', 'Do you know why?'],
  },
];

/** 'Is it hard?', 'Do you think so?': any other yes-or-no question; not one with a choice in it ('...here or at home?'). */
const YES_NO_QUESTION = /^(?:is|are|do|does|did|have|has|can|could|would|will|was|were)\b(?![^?]* or )[^?]*\?$/i;
const ANY_OTHER = ['Could you tell me a little more about it?', 'What else can you tell me about it?'];

/** An open question made from the teacher's yes-or-no question, if it is one; null for any other question. */
export function openedUp(question: string): string | null {
  if (!YES_NO_QUESTION.test(question)) return null;
  for (const opening of OPENINGS) {
    const match = opening.asked.exec(question);
    if (match) return opening.open(match);
  }
  return null;
}

export function respondToBareYes({ message, previousTurn, assistantMessages, chooser }: { message: string; previousTurn: string | undefined; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  if (!BARE_YES.test(message.trim())) return null;
  const asked = lastQuestionOf(previousTurn)?.trim();
  if (!asked || !YES_NO_QUESTION.test(asked)) return null;
  const open = openedUp(asked);
  if (open && !wasAlreadyAsked(open, assistantMessages)) return { acknowledgement: chooser.pick('after-yes', ['Oh, great!', 'Lovely.', 'Nice!']), question: open };
  // No way to open it up: asked to say more about it, as a person would.
  const more = ANY_OTHER.filter((question) => !wasAlreadyAsked(question, assistantMessages));
  return more.length > 0 ? { acknowledgement: chooser.pick('after-yes', ['Oh, great!', 'Lovely.', 'Nice!']), question: chooser.pick('after-yes-more', more) } : null;
}
