/** "People don't understand me when I speak English": met with how common it is and what helps, never echoed as a topic. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';
import { isSelfDoubt } from './react-to-message';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('a learner who is not understood', () => {
  it.each(["Hello Maya, people don't understand me when I speak English.", 'My accent is terrible.', 'Nobody understands me at work.', 'Native speakers can’t understand me.'])('%j is met with how common it is', async (message) => {
    expect(isSelfDoubt(message.replace('’', "'"))).toBe(true);
    expect(await ask('maya', message.replace('’', "'"))).toMatch(/^That's (?:frustrating|hard)/);
  });

  it('is not told to practise the word "English"', async () => {
    expect(await ask('maya', "Hello Maya, people don't understand me when I speak English.")).not.toMatch(/say English aloud|English (?:is|are) worth/);
  });

  it('is answered in Spanish by Lucía', async () => {
    expect(await ask('lucia', 'No me entienden cuando hablo español.')).toMatch(/^Es frustrante, pero es muy normal/);
  });

  it.each(["I don't understand the question.", 'My teacher understands me.', 'People understand me when I speak slowly.'])('leaves %j alone', (message) => {
    expect(isSelfDoubt(message)).toBe(false);
  });
});
