/** Why the learner learns, met as that reason, with a question about the purpose. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { COUNTER_EXAMPLES, learningPurpose, PURPOSES } from './learning-goal';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const cases = (Object.keys(PURPOSES) as Array<keyof typeof PURPOSES>).flatMap((purpose) => PURPOSES[purpose].examples.map((example) => [example, purpose] as const));

describe('a learning goal told', () => {
  it.each(cases)('%j is learning for %s', (message, purpose) => {
    expect(learningPurpose(message)).toBe(purpose);
  });

  it.each(COUNTER_EXAMPLES)('%j tells no reason for learning English', (message) => {
    expect(learningPurpose(message)).toBeNull();
  });

  // 'I want to improve my English...' asks for a plan, which the study plans answer (answers/study-plans.ts).
  it.each(cases.filter(([message, purpose]) => purpose !== 'work' && !/\bimprove\b/.test(message)))('%j gets a word for the reason and a question about it from Sophia', async (message, purpose) => {
    const reply = await conversationWith('sophia')(message);
    expect(PURPOSES[purpose].acks.some((ack) => reply.includes(ack)), reply).toBe(true);
    expect(PURPOSES[purpose].questions.some((question) => reply.endsWith(question)), reply).toBe(true);
    expect(reply).not.toMatch(/getting ready|How long have you wanted/);
  });

  it('does not ask what the learner does once they told it', async () => {
    const say = conversationWith('sophia');
    await say('I am a nurse in a big hospital.');
    expect(await say('I want to learn English for my work.')).not.toMatch(/What do you do for work\?/);
  });
});

describe('a trip told as beginners write it', () => {
  it('reads "next month i go to london" as a trip to London, time first and place in small letters', async () => {
    const say = conversationWith('sophia');
    const reply = await say('next month i go to london with my daughter');
    expect(reply).toMatch(/London/);
    expect(reply).not.toMatch(/What does your daughter like doing/);
  });
});
