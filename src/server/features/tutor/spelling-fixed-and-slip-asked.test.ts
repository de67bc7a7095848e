/**
 * Lucía's sure fixes only spelling or a written accent: the sentence is read again for a bigger slip to ask about, so a
 * missing 'me' or a 'gustan' is not left unsaid behind 'los días'. A sentence whose only slip is its accent gets the
 * accent alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from './tutor-test-helpers';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const lucia = (content: string, topic = 'Daily Routine') => askTutor({ slug: 'lucia', topic, messages: [{ role: 'user', content }] });

describe('an accent fixed and a bigger slip in the same sentence', () => {
  it.each([
    ['yo levanto a las siete todos los dias', "'yo me levanto'", "'los días'"],
    ['me gustan la musica rock', "'me gusta'", "'la música'"],
  ])('%j: the slip asked first, the accent after it', async (message, slip, accent) => {
    const reply = await lucia(message);
    expect(reply).toContain(slip);
    expect(reply).toContain(accent);
    expect(reply.indexOf(slip)).toBeLessThan(reply.indexOf(accent));
    expect(reply).not.toMatch(/Perfecto|muy bien dicho/i);
  }, 20_000);

  it('an accent the only slip gets the accent alone', async () => {
    const reply = await lucia('me ducho y despues desayuno');
    expect(reply).toContain("'después desayuno'");
    expect(reply).not.toMatch(/Something to think about|A question to think about/);
  }, 20_000);
});
