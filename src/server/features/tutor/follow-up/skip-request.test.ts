/** A question or a subject the learner asks to leave is left at once, and the next question is on something else. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { asksToSkip, SKIP_ASKED, subjectRefused } from './skip-request';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a question or a subject to skip', SKIP_ASKED, (message, language) => asksToSkip(message, language));

describe('the subject refused', () => {
  it.each([["I don't like to talk about my family", 'family'], ['Prefiero no hablar de mi trabajo.', 'trabajo'], ['Can we skip this question?', null]])('in %j is %j', (message, subject) => {
    expect(subjectRefused(message)).toBe(subject);
  });
});

describe('in the conversation', () => {
  it('Oliver leaves the question and asks the next, not about the family refused', async () => {
    const say = conversationWith('oliver', 'Part 1: Familiar Topics');
    const first = await say('hello');
    const reply = await say("can we skip this question? i don't like to talk about my family");
    expect(reply).toMatch(/^(?:Of course|No problem)/);
    expect(reply).not.toMatch(/famil/i);
    expect(reply.split(/(?<=[.!?])\s+/).at(-1)).not.toBe(first.split(/(?<=[.!?])\s+/).at(-1));
    expect(reply).toMatch(/\?$/);
  });

  it('Lucía does the same in Spanish', async () => {
    const say = conversationWith('lucia', 'Family and Friends');
    await say('hola');
    const reply = await say('Prefiero no hablar de mi familia.');
    expect(reply).toMatch(/^(?:¡Claro!|Sin problema)/);
    expect(reply).not.toMatch(/famili|herman|padre|madre/i);
  });
});
