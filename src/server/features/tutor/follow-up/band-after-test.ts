/**
 * 'Yes, please' to the examiner's offer at the end of the mock test ('Would you like my estimate of your band...?'):
 * asked as the band question it answers, so the estimate comes with its criteria. A 'no' or anything else is left to
 * the rest of the reply.
 */
import { MOCK_TEST_END } from '../pick-follow-up-question';

const YES = /^(?:yes|yeah|yep|sure|ok(?:ay)?|of course|please|definitely|absolutely|why not)(?:[,!. ]+(?:please|sure|thanks?|thank you|of course|i would|i'd like that|i would like that))*[.!]*$/i;

export const EXAMPLES = { yes: ['Yes, please.', 'sure', 'Yes please!', 'ok thanks'], notYes: ['No, thank you.', 'Can I try Part 2 again?', 'yes but first can you repeat the last question?'], no: ['No, thank you.', 'not now', 'maybe later'] } as const;

const NO = /^(?:no|nope|not now|no thanks?|no,? thank you|maybe later|not yet)(?:[,!. ]+(?:thanks?|thank you|maybe later|not now))*[.!]*$/i;
/** A 'no' to the offer: the test is done all the same, and the band is there when they want it. */
export const OFFER_DECLINED = "Of course. Well done for finishing the whole test. Whenever you like, ask me 'What band would I get?', or tell me which part you'd like to practise again.";

export function bandAskedAfterTest(message: string, lastTurn: string | undefined): string | null {
  return lastTurn?.trim().endsWith(MOCK_TEST_END) && YES.test(message.trim()) ? 'What band do you think I would get?' : null;
}

export function bandOfferDeclined(message: string, lastTurn: string | undefined): string | null {
  return lastTurn?.trim().endsWith(MOCK_TEST_END) && NO.test(message.trim()) ? OFFER_DECLINED : null;
}
