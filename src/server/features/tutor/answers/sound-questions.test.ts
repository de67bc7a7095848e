import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a sound the learner asks about or struggles with', () => {
  it.each([
    ['I have problem with the "th" sound.', /^.+ For the th sound, put the tip of your tongue lightly between your teeth/],
    ['How do I say th?', /For the th sound, put the tip of your tongue/],
    ['I cannot pronounce the r sound.', /For the English r, pull your tongue back/],
  ])('%j gets how to make the sound, not its letters spelt', async (message, tip) => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(tip);
    expect(reply).not.toMatch(/tee-AYCH|in this word/);
  });

  it('still spells out a word', async () => {
    expect(await askTutor({ slug: 'maya', messages: [{ role: 'user', content: 'How do I say "she"?' }] })).toMatch(/'She' sounds like shee/);
  });
});
