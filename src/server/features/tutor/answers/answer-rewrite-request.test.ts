/** A better version asked for after a text: the changes the checker is sure of, no rewrite, and a second draft asked for. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { ASKS_REWRITE } from './asks-rewrite';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a better version asked for', () => {
  it.each(['Can you write a better version for me?', 'Can you correct my email?', 'Can you rewrite it please?', 'Could you fix my text?', 'Can you make it better?', 'Thanks! Could you please check my paragraph?'])('reads %j', (question) => {
    expect(ASKS_REWRITE.test(question)).toBe(true);
    expect(detectQuestion(question, teacherFor('claire'))?.kind).toBe('rewrite-request');
  });

  it.each(['Can you fix the printer?', 'Can you correct me when I make mistakes?', 'I can write a better version tomorrow.', 'Can you write an email to my boss for me?', 'My teacher corrected my email.'])('leaves %j alone', (question) => {
    expect(ASKS_REWRITE.test(question)).toBe(false);
  });

  it("says the changes it is sure of after the learner's text, rewrites nothing, and asks for a second draft", async () => {
    const say = conversationWith('claire');
    await say('Dear Mr Brown, I am writting to ask for a day off next week because my sister is getting married. I will finish my work before I go. Best regards, Ana');
    const reply = await say('Can you write a better version for me?');
    expect(reply).toMatch(/^I'd rather not rewrite it for you/);
    expect(reply).toMatch(/'(?:am )?writting' to '(?:am )?writing'/);
    expect(reply).toMatch(/second version.*\?$/);
  });

  it('is left to the conversation when there is no text of theirs before it', async () => {
    const reply = await conversationWith('claire')('Can you write a better version for me?');
    expect(reply).not.toMatch(/rewrite it for you/);
  });
});
