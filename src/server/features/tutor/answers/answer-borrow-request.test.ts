/** "Can I borrow your pen?" asked of the teacher: met in the role, with the replies people give, not "I'm not sure". */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a thing asked for', () => {
  it('is handed over in the role, with the usual replies and a turn to answer', async () => {
    const reply = await conversationWith('sophia')('Excuse me, could I borrow your dictionary for a minute?');
    expect(reply).toMatch(/^Of course, here you go! Well, I'd hand you the dictionary /);
    expect(reply).toMatch(/You asked just right\. The usual replies are 'Sure, here you go'/);
    expect(reply).not.toMatch(/not sure/i);
  }, 20_000);

  it("asked with 'lend', gets the verb swapped", async () => {
    const reply = await conversationWith('maya')('Can I lend your umbrella?');
    expect(reply).toMatch(/One word to swap: you borrow a thing from someone and lend it to someone, so 'Can I borrow your umbrella\?'/);
  }, 20_000);

  it("asked with 'borrow me', gets the verb swapped too, never 'You asked just right'", async () => {
    const reply = await conversationWith('sophia')('can you borrow me your pen?');
    expect(reply).toMatch(/One word to swap: .* 'Can you lend me your pen\?' or 'Can I borrow your pen\?'/);
    expect(reply).not.toMatch(/asked just right/);
  }, 20_000);

  it('is met in Spanish by Lucía', async () => {
    const reply = await conversationWith('lucia')('¿Me prestas tu diccionario?');
    expect(reply).toMatch(/^¡Claro, toma!/);
  }, 20_000);

  it("'lend me a hand' is a request for help, not a thing", async () => {
    expect(await conversationWith('sophia')('Can you lend me a hand with my homework?')).not.toMatch(/here you go/);
  }, 20_000);
});
