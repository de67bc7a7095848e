/** The job a learner is applying for, told after an interview came up: the job, with a question about getting it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { APPLIED_EXAMPLES, COUNTER_EXAMPLES, EXAMPLES, readJobAppliedFor } from './job-applied-for';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const AFTER_INTERVIEW = ['I have an interview next week.'];

describe('the job applied for', () => {
  it.each(EXAMPLES)('%j, after an interview came up, is named back as %j', async (message, named) => {
    expect(readJobAppliedFor(message, AFTER_INTERVIEW)).not.toBeNull();
    const say = conversationWith('daniel');
    await say('Hi Daniel, I have an interview next week.');
    const reply = await say(message);
    expect(reply).toContain(named);
    expect(reply).not.toMatch(/find time for|spend time/);
  });

  it.each(APPLIED_EXAMPLES)('%j is read on its own', (message) => {
    expect(readJobAppliedFor(message, [])).not.toBeNull();
  });

  it.each(COUNTER_EXAMPLES)('%j is no job, even after an interview came up', (message) => {
    expect(readJobAppliedFor(message, AFTER_INTERVIEW)).toBeNull();
  });

  it('needs an interview or an application before "It\'s for a..."', () => {
    expect(readJobAppliedFor(EXAMPLES[0][0], ['I like cooking.'])).toBeNull();
  });

  it('is taken up by every teacher, a task teacher too, and its question is not asked twice', async () => {
    const say = conversationWith('ethan');
    await say('I have an interview on Friday.');
    const first = await say("It's a sales manager position at Siemens.");
    expect(first).toContain('A sales manager job at Siemens');
    const second = await say('I applied for a nurse job in a big hospital.');
    expect(second.split(/(?<=[.?!])\s+/).at(-1)).not.toBe(first.split(/(?<=[.?!])\s+/).at(-1));
  });
});
