/** An adjective whose meaning changes with ser and estar, told apart by what each means. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { COUNTER_EXAMPLES, EXAMPLES, findSerEstarAdjective } from './ser-estar-adjectives';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('ser and estar with one adjective', () => {
  it.each(EXAMPLES)('%j and %j are one adjective with each verb', (first, second) => {
    expect(findSerEstarAdjective(first, second)).not.toBeNull();
  });

  it.each(COUNTER_EXAMPLES)('%j and %j are not', (first, second) => {
    expect(findSerEstarAdjective(first, second)).toBeNull();
  });

  it('is answered by Lucía with what each means, ser first, and a sentence with each asked for', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: "¿Cuál es la diferencia entre 'estoy aburrido' y 'soy aburrido'?" }] });
    expect(reply).toMatch(/«Soy aburrido» \(means I am boring\); «estoy aburrido» \(means I am bored\)\./);
    expect(reply).toMatch(/¿Me das un ejemplo con cada una\?/);
  });

  it('leaves ser and estar asked in general to their own answer', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Qué diferencia hay entre ser y estar?' }] });
    expect(reply).toMatch(/Ser is for what something is/);
  });
});
