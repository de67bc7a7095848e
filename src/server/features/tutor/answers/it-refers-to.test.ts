import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { withReferent } from './it-refers-to';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("'it' read as the piece the learner just named", () => {
  it.each([
    ['How should I start it?', 'I need to write an email to my landlord about a broken heater.', 'How should I start the email?'],
    ['Thanks! How do I end it?', 'I am writing a cover letter for a bank.', 'Thanks! How do I end the cover letter?'],
    ['What should I put in it?', 'My teacher asked for an essay about cities.', 'What should I put in the essay?'],
  ])('%j after %j', (message, previous, resolved) => {
    expect(withReferent(message, [previous])).toBe(resolved);
  });

  it('reads the piece named two messages back, the latest first', () => {
    expect(withReferent('Can you help me make it shorter?', ['I am writing an essay.', 'Can you check my email?', 'How can I make it more formal?'])).toBe('Can you help me make the email shorter?');
    expect(withReferent('How do I end it?', ['Can you check my email?', 'What time is it?', 'Thanks.'])).toBeNull();
  });

  it.each([
    ['How should I start it?', 'I want to start a business.'], // no piece of writing named
    ["Is it OK to say 'gonna'?", 'I am writing an email.'], // a question of its own, not about the piece
    ['I like it.', 'I wrote an essay.'], // no question
    ['How do I start it?', undefined], // nothing said before
  ])('%j after %j stays as it is', (message, previous) => {
    expect(withReferent(message, previous === undefined ? [] : [previous])).toBeNull();
  });
});

describe('Claire asked how to start an email the learner just named', () => {
  it('says how to open it, and reads the lines the learner then tries as a text to look at', async () => {
    const say = conversationWith('claire');
    await say('I need to write an email to my landlord about a broken heater.');
    expect(await say('How should I start it?')).toMatch(/Dear Ms Brown/);
    expect(await say('Dear Mr Brown, I am writing to let you know that the heater in my flat stopped working.')).toMatch(/\b1 sentence\b/);
  });

  it('names an email it is given as an email, asks about emails next, and answers how to make it more formal or shorter', async () => {
    const say = conversationWith('claire');
    const feedback = await say('Can you check my email? Dear Ms Park, I am writing about the flat on Hill Street. Is it still free? I would like to see it this week. Kind regards, Tomás');
    expect(feedback).toMatch(/^Thank(?:s| you) for (?:sharing your|this) email/);
    expect(feedback).toMatch(/\b(?:email|subject line)\b[^.]*\?$/);
    expect(await say('How can I make it more formal?')).toMatch(/full forms like I am/);
    expect(await say('Can you help me make it shorter?')).toMatch(/Keep one purpose/);
  });
});
