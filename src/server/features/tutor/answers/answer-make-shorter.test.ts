import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { WORDY_PHRASES } from './wordy-phrases';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('wordy phrases', () => {
  it.each(WORDY_PHRASES.map((phrase) => [phrase.example, phrase] as const))('are found in their own example: %j', (example, phrase) => {
    expect(phrase.wordy.test(example)).toBe(true);
  });

  it.each(['I am writing to ask about the course.', 'I was late because the train stopped.', 'The order of the words matters.'])('are not found in %j', (text) => {
    expect(WORDY_PHRASES.some((phrase) => phrase.wordy.test(text))).toBe(false);
  });
});

describe('"How do I make it shorter?"', { timeout: 60_000 }, () => {
  const email = 'Dear Mr Smith, I am writing in order to ask about the fact that the course starts in May, because I am very interested in it. Best regards, Ana';

  it('says what to cut from the text just sent, each stretch once', async () => {
    const say = conversationWith('claire', undefined, 'writing');
    await say(email);
    const reply = await say('How do I make it shorter?');
    expect(reply).toMatch(/^At \d+ words, here's what I would cut: write 'to' instead of 'in order to', 'that' instead of 'about the fact that'/);
    expect(reply).toMatch(/'very'/);
  });

  it('cuts a text given with the request', async () => {
    const say = conversationWith('claire');
    const reply = await say('Can you help me make this shorter? "I am writing this email in order to tell you that I will be late due to the fact that my train is cancelled."');
    expect(reply).toContain("'I am writing to' instead of 'I am writing this email in order to'");
    expect(reply).toContain("'because' instead of 'due to the fact that'");
    expect(reply).not.toContain("'to' instead of 'in order to'");
  });

  it('with no text sent, says how a text is made shorter', async () => {
    expect(await conversationWith('claire')('How do I make it shorter?')).toMatch(/^Cut in three passes/);
  });

  it('is asked after "check it again" of the same text', async () => {
    const say = conversationWith('claire', undefined, 'writing');
    await say(email);
    await say('Can you check my paragraph again?');
    expect(await say('Is it formal enough?')).toMatch(/^Yes, it reads as formal enough/);
    expect(await say('How do I make it shorter?')).toMatch(/^At \d+ words/);
  });
});
