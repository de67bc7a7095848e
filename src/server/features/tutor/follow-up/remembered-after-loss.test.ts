/** What a learner tells of someone they just said they lost is met as a memory, in both languages. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { REMEMBERED_AFTER_LOSS, tellsOfThem } from './remembered-after-loss';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a memory of someone just lost', REMEMBERED_AFTER_LOSS, tellsOfThem);

const NEVER = /live near|How nice|How lovely|¡Vale|Ya veo|What do you and|like doing|Qué piensas|Qué te gusta/;

describe('in the conversation, the message after a loss', () => {
  it('meets a memory warmly, in the past', async () => {
    const say = conversationWith('sophia');
    await say('Yesterday my grandmother passed away.');
    const reply = await say('She lived with us when I was a child, she taught me to cook.');
    expect(reply).toMatch(/^(?:What a lovely memory\.|Thank you for sharing that with me\.).*(?:What is your favourite memory of her\?|What else do you remember about her\?)$/);
    expect(reply).not.toMatch(NEVER);
  });

  it('meets missing them as missing', async () => {
    const say = conversationWith('sophia');
    await say('My dog died last week.');
    expect(await say('I miss him so much.')).toMatch(/^(?:Of course you do\. It takes time\.|That's so natural\. Be gentle with yourself\.)/);
  });

  it("is Lucía's too, in her Spanish", async () => {
    const say = conversationWith('lucia');
    await say('Mi perro murió la semana pasada.');
    const reply = await say('Él tenía catorce años. Era mi mejor amigo.');
    expect(reply).toMatch(/^(?:Qué recuerdo tan bonito\.|Gracias por contármelo\.).*(?:¿Cuál es tu recuerdo favorito de él\?|¿Qué más recuerdas de él\?)/);
    expect(reply).not.toMatch(NEVER);
  });

  it('leaves a new topic to its own answer', async () => {
    const say = conversationWith('sophia');
    await say('My grandfather passed away last month.');
    expect(await say('Anyway, I work as a nurse in a big hospital.')).not.toMatch(/memory|It takes time/);
  });
}, CHECKER_WARM_UP_TIMEOUT_MS);
