/** A taste against something: asked about the thing named, and never asked why when the message says why. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a dislike told', () => {
  it.each([
    ["I don't like social media because people only show the good things.", 'social media'],
    ['I hate winter because it is dark at four.', null],
    ['No me gusta el invierno porque hace mucho frío.', null],
  ])('with its reason, %j is not asked what it is that they do not like', async (message, named) => {
    const reply = await conversationWith(/[ñá]|gusta/.test(message) ? 'lucia' : 'sophia')(message);
    expect(reply).not.toMatch(/(?:do not|don't) like|Qué es lo que (?:menos|no) te gusta/);
    if (named) expect(reply).toContain(named);
  });

  it('without one, may ask it, naming the thing', async () => {
    const reply = await conversationWith('sophia')("I don't like social media.");
    expect(reply).toMatch(/social media\?$/);
  });

  it.each(["She doesn't like the coffee here.", 'My husband hates football.'])('%j, someone else’s taste, is not asked what the learner does not like', async (message) => {
    const reply = await conversationWith('sophia')(message);
    expect(reply).not.toMatch(/you do not like|you felt differently|would you choose instead/);
  });
});
