/** 'What is your son like?' is not asked of a learner who has just said it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { TRAIT_SAID } from './trait-said';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a trait said', () => {
  it.each([
    ['en', 'My son is five and he is very funny.'],
    ['en', "My wife is a doctor and she's really patient."],
    ['es', 'Mi hijo tiene cinco años y es muy gracioso.'],
    ['es', 'Mis primos son simpaticos.'],
  ] as const)('%s: %j', (language, message) => {
    expect(TRAIT_SAID[language].test(message)).toBe(true);
  });

  it.each([
    ['en', 'My son is five.'],
    ['en', 'The film was long.'],
    ['es', 'Mi hijo tiene cinco años.'],
    ['es', 'Mi hijo es médico.'],
  ] as const)('none in %s: %j', (language, message) => {
    expect(TRAIT_SAID[language].test(message)).toBe(false);
  });

  it('leaves out the question it answers', async () => {
    for (let turn = 0; turn < 4; turn++) {
      const reply = await askTutor({ messages: [{ role: 'assistant', content: `Hello! (${turn})` }, { role: 'user', content: 'My son is five and he is very funny.' }] });
      expect(reply).not.toMatch(/What is your son like\?/);
      const spanish = await askTutor({ slug: 'lucia', messages: [{ role: 'assistant', content: `¡Hola! (${turn})` }, { role: 'user', content: 'Mi hijo tiene cinco años y es muy gracioso.' }] });
      expect(spanish).not.toMatch(/¿Cómo es tu hijo\?/);
    }
  });
});
