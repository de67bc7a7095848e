import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("the teacher's name", () => {
  it('is told when asked, and the question asked back', async () => {
    const sophia = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "What's your name?" }] });
    expect(sophia).toMatch(/^I'm Sophia, your everyday english conversation partner\. What about you\? What's your name\?$/i);
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: 'What is your name?' }] })).toMatch(/Lucía/);
    // A learner who already said their name is not asked it back.
    const known = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: "Hi, I'm Ravi." }, { role: 'assistant', content: 'Nice to meet you, Ravi!' }, { role: 'user', content: 'What is your name?' }] });
    expect(known).toMatch(/Sophia/);
    expect(known).not.toMatch(/your name\?/);
  });
});
