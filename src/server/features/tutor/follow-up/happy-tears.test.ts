/** Tears told after good news are tears of joy, in both languages. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { HAPPY_TEARS, tellsTears } from './happy-tears';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('tears', HAPPY_TEARS, tellsTears);

describe('in the conversation, tears after good news', () => {
  it('are happy tears', async () => {
    const say = conversationWith('sophia');
    expect(await say('My son said his first word!')).toMatch(/^(?:What a special moment!|How wonderful, you must be so proud!)/);
    const reply = await say("He said 'mama' and I cried.");
    expect(reply).toMatch(/^(?:Happy tears! What a moment\.|Oh, tears of joy! That is so special\.)/);
    expect(reply).not.toMatch(/sounds hard|sorry/i);
  });

  it('are still sorrow after sad news', async () => {
    const say = conversationWith('sophia');
    await say('I lost my job on Monday.');
    expect(await say('I cried all night.')).not.toMatch(/Happy tears|tears of joy/);
  });

  it("are Lucía's too", async () => {
    const say = conversationWith('lucia');
    await say('Mi hija dio sus primeros pasos ayer.');
    expect(await say('Lloré de emoción. Lloramos todos.')).toMatch(/^(?:¡Lágrimas de alegría!|¡Qué momento tan bonito!)/);
  });
}, CHECKER_WARM_UP_TIMEOUT_MS);
