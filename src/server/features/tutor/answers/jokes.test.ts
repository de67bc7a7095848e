/** Jokes whose fun is in the language, told with why they are funny, none twice in a conversation. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { JOKES } from './jokes';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a joke asked for', () => {
  it.each(['Can you tell me a joke?', 'Haha, another joke please', 'Do you know any jokes?', 'Tell me your favourite joke.', 'Make me laugh!'])('%j asks for one', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).toBe('joke');
  });

  it.each(["I told a joke to my boss and he didn't laugh.", 'My brother always makes jokes.', 'Is it a joke?'])('%j does not', (message) => {
    expect(detectQuestion(message, teacherFor('sophia'))?.kind).not.toBe('joke');
  });

  it('tells a joke with why it is funny, and another one next, never the same twice', async () => {
    const say = conversationWith('sophia');
    const first = await say('Can you tell me a joke?');
    expect(first).toContain(`Here's one: ${JOKES[0]!.joke} (${JOKES[0]!.why})`);
    expect(first).toMatch(/Did you get it\?/);
    const second = await say('Haha, another joke please');
    expect(second).toContain(JOKES[1]!.joke);
    expect(second).not.toContain(JOKES[0]!.joke);
  }, 20_000);
});
