/** Questions asked for an interview, of a teacher who is no interview coach, are a recruiter's questions. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { isAboutAnInterview, nextInterviewQuestion } from './interview-questions-asked';

describe('a request for questions about an interview', () => {
  it.each([
    ['Can you ask me interview questions?', []],
    ['Can you ask me some question?', ['I have job interview tomorrow for a marketing position.']],
    ['Ask me something like an interviewer would.', []],
  ])('%j after %j is about an interview', (message, earlier) => {
    expect(isAboutAnInterview(message, earlier)).toBe(true);
  });

  it.each([
    ['Can you ask me some questions?', ['I like cooking.', 'My sister lives in Rome.']],
    ['Ask me a question.', []],
  ])('%j after %j is not', (message, earlier) => {
    expect(isAboutAnInterview(message, earlier)).toBe(false);
  });

  it('asks each interview question once, the opening first', () => {
    const first = nextInterviewQuestion([]);
    expect(first).toBe('So, tell me about yourself.');
    expect(nextInterviewQuestion([`Sure! ${first}`])).not.toBe(first);
  });
});

describe('in the conversation', () => {
  beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

  it.each([
    ['ethan', ['Can you ask me interview questions?']],
    ['sophia', ['I have a job interview next week.', 'Can you ask me some questions like in interview?']],
  ])('%s is asked as an interviewer would after %j', async (slug, messages) => {
    const say = conversationWith(slug);
    let reply = '';
    for (const message of messages) reply = await say(message);
    expect(reply).toMatch(/Let's do it like the real interview\. So, tell me about yourself\.$/);
    const next = await say('Can you ask me another question?');
    expect(next).not.toMatch(/tell me about yourself/);
  }, 30_000);

  it('keeps small talk for a request with no interview named', async () => {
    const say = conversationWith('sophia');
    await say('I love cooking Italian food.');
    expect(await say('Can you ask me some questions?')).not.toMatch(/real interview/);
  }, 30_000);
});
