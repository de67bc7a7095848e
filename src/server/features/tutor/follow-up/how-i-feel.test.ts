/** How the learner feels in body, said of themselves now: sympathy and rest, not a hard time or an event. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const reply = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });
const HARD_TIME = /anyone who helps you|What did you do then|How did you handle it|How did you feel afterwards/;

describe('how the learner feels', () => {
  it.each([
    ['sophia', "I'm tired today.", /sleep|tired/],
    ['sophia', 'I am very tired because I worked a lot.', /rest|relax/],
    ['sophia', 'I have a cold.', /feel better|rest/],
    ['lucia', 'Estoy cansada hoy.', /Dormiste|día largo/],
    ['lucia', 'Hoy estoy un poco enferma.', /mejores|descansar/],
  ])('%s meets %j with sympathy and rest', async (slug, message, expected) => {
    const text = await reply(slug, message);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(HARD_TIME);
  });

  it.each([
    ['sophia', 'My husband was tired yesterday.'],
    ['sophia', 'Are you tired?'],
  ])('%s leaves %j, not how the learner feels now, to the rest of the conversation', async (slug, message) => {
    expect(await reply(slug, message)).not.toMatch(/sorry you're tired|Did you sleep well/);
  });
});
