import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { readLearnerFacts } from './learner-facts';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('an email told or written', () => {
  it.each(['I need to write email to supplier because their delivery is late', 'I am writing a letter to my landlord about the heating.', 'Dear Mr. Johnson, I am writing to ask about my order.'])('knows who it is for from %j', (message) => {
    expect(readLearnerFacts([message]).known.has('letter-recipient')).toBe(true);
  });

  it.each(['I sent a message to everyone.', 'I like writing letters.'])('knows no reader from %j', (message) => {
    expect(readLearnerFacts([message]).known.has('letter-recipient')).toBe(false);
  });

  it("reads an opening after a title's full stop ('Dear Mr. Johnson, I am writing...')", () => {
    expect(readLearnerFacts(['Dear Mr. Johnson, I am writing to inform you that our order has not arrived.']).known.has('letter-opening')).toBe(true);
  });

  it('Claire goes straight to the first lines, and never asks again who the email is for', async () => {
    const say = conversationWith('claire', 'Professional Emails');
    expect(await say("hi Claire, I'm Mehmet from Izmir. I need to write email to supplier because their delivery is late for two weeks")).toMatch(/first two lines/);
    const replies = [
      await say('Here is my draft: "Dear Mr. Johnson, I am writing for inform you that our order #4521 didn\'t arrived yet. We are waiting since 2 weeks. Please send us urgently."'),
      await say('thank you so much, this is very helpful for me'),
      await say('ok, what next?'),
    ];
    for (const reply of replies) expect(reply).not.toMatch(/who is the email for|Is this email to a colleague|write the first sentence of the email/i);
  });
});
