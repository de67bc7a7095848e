/** Someone else's job told to Sophia is asked about as that person's job; the learner's own job and other sentences are not. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { readMessageFacts } from './learner-facts';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("someone else's job", () => {
  it.each([
    ['She is an engineer.', { who: 'she', pronoun: 'she', aJob: 'an engineer' }],
    ['My brother works as a chef in Leeds.', { who: 'your brother', pronoun: 'he', aJob: 'a chef' }],
    ['My mum is a teacher.', { who: 'your mum', pronoun: 'she', aJob: 'a teacher' }],
  ])('%j', (message, job) => {
    expect(readMessageFacts(message).theirJob).toEqual(job);
  });

  it.each([
    // Not a job from the list, a partner of either sex, or the learner's own.
    ['She is a good friend.'],
    ['My partner is a nurse.'],
    ['I am a nurse.'],
  ])('%j -> none', (message) => {
    expect(readMessageFacts(message).theirJob).toBeUndefined();
  });
});

answersInConversation([
  ['sophia', 'She is an engineer.', /(?:Does she enjoy being an engineer|What does she like most about her job)\?$/],
  ['sophia', 'My brother works as a chef in Leeds.', /(?:Does your brother enjoy being a chef|What does your brother like most about his job)\?$/],
  // The learner's own job first: theirs does not take its place.
  ['sophia', 'I am a nurse and my sister is a teacher.', /nurse|job|work/i],
], { never: /weather|place in your town|get to work or school/ });

describe('a job with a language or a nationality in it', () => {
  it('is said back with its capital, however it was typed', async () => {
    const reply = await askTutor({ slug: 'sophia', topic: 'Work and Study', messages: [{ role: 'user', content: 'I work as an english teacher in a small school' }] });
    expect(reply).toContain('an English teacher');
    expect(reply).not.toContain('english teacher');
  }, CHECKER_WARM_UP_TIMEOUT_MS);
});
