import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { isAsked } from './teacher-voice';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const PRAISE_OF_A_QUESTION = /question|good one|¡Buena|¡Muy buena/i;

describe('how a teacher opens an answer', () => {
  it.each([
    ['How do I say th?', true],
    ['how do you pronounce "world"', true],
    ['Can you explain the present perfect?', false], // a request
    ['Could you help me prepare for a job interview?', false],
    ['¿Cómo se dice "window"?', true],
    ['cómo se dice "window"', true],
    ['I always say "sink" instead of "think".', false],
    ['Tell me the difference between "make" and "do".', false],
    ['Explain the present perfect, please.', false],
    ['Howard says hi.', false],
  ])('%j is asked: %s', (message, asked) => {
    expect(isAsked(message)).toBe(asked);
  });

  it.each([
    ['maya', 'I always say "sink" instead of "think".'],
    ['maya', 'I have problem with the "th" sound.'],
    ['sophia', 'Tell me the difference between "make" and "do".'],
    ['oliver', 'Explain the difference between "few" and "a few".'],
    ['daniel', 'Can you help me prepare for a job interview?'],
  ])('%s does not call a statement or a request a good question: %j', async (slug, message) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    const firstSentence = reply.split(/(?<=[.!])\s/)[0]!;
    expect(firstSentence).not.toMatch(PRAISE_OF_A_QUESTION);
  });
});
