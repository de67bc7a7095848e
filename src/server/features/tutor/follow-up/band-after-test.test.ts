import { beforeAll, describe, expect, it } from 'vitest';
import { MOCK_TEST_END } from '../pick-follow-up-question';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { bandAskedAfterTest, bandOfferDeclined, EXAMPLES, OFFER_DECLINED } from './band-after-test';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const END_TURN = `Thank you. ${MOCK_TEST_END}`;

describe('a yes to the band estimate offered at the end of the mock test', () => {
  it.each(EXAMPLES.yes)('%j asks for the band', (message) => {
    expect(bandAskedAfterTest(message, END_TURN)).toBe('What band do you think I would get?');
  });
  it.each(EXAMPLES.notYes)('%j does not', (message) => {
    expect(bandAskedAfterTest(message, END_TURN)).toBeNull();
  });
  it.each(EXAMPLES.no)('%j declines it, and the test ends kindly', (message) => {
    expect(bandOfferDeclined(message, END_TURN)).toBe(OFFER_DECLINED);
  });
  it('only just after the offer', () => {
    expect(bandAskedAfterTest('Yes, please.', 'Do you think global events will eventually replace local traditions?')).toBeNull();
  });

  it('gets the band answer, not a request to say more', async () => {
    const reply = await askTutor({
      slug: 'oliver',
      topic: 'Full Mock Speaking Test',
      messages: [
        { role: 'assistant', content: 'Do you think global events will eventually replace local traditions?' },
        { role: 'user', content: 'I do not think so, because villages in my country keep their own festivals and young people still go home for them.' },
        { role: 'assistant', content: END_TURN },
        { role: 'user', content: 'Yes, please.' },
      ],
    });
    expect(reply).toMatch(/\bband\b/i);
    expect(reply).not.toMatch(/say a little more/i);
  }, CHECKER_WARM_UP_TIMEOUT_MS);
});
