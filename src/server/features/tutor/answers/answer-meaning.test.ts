/** 'What does X mean?': the words looked up as the dictionary or the idioms list holds them, not only as typed. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string) => askTutor({ slug: 'sophia', messages: [{ role: 'user', content }] });

describe('a word or an idiom asked about in the form learners ask it', () => {
  it.each([
    // The 'to' or 'to be' learners put before a verb or an idiom.
    ["what is the meaning of 'to quit'?", /'Quit' means to/],
    ["what means 'to be on the fence'?", /'On the fence' means/],
    // A past participle phrase held as its adjective.
    ["what means 'burned out'?", /'Burned-out' means exhausted/],
  ])('%j is explained', async (question, answer) => {
    const reply = await ask(question);
    expect(reply).toMatch(answer);
    expect(reply).not.toMatch(/rather not guess/);
  });

  it('still says it does not know a word no dictionary holds', async () => {
    expect(await ask("what means 'flurbish'?")).toMatch(/rather not guess/);
  });
});
