/** Two forms quoted in a question, with or without the words they share: asked as which one is right, never "corrected" in their quotes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('two quoted forms asked about', () => {
  it('reads the words after the pair as part of both', () => {
    expect(detectQuestion('¿"fui" o "iba" a la playa cada verano?', teacherFor('lucia'))).toEqual({ kind: 'is-correct', subject: 'fui a la playa cada verano', other: 'iba a la playa cada verano' });
  });

  it('tells the two tenses apart, and quotes no half of a quotation back', async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿"fui" o "iba" a la playa cada verano?' }] });
    expect(reply).toMatch(/«Fui» es pretérito y «iba», imperfecto/);
    expect(reply).not.toMatch(/"\s*o'/);
  });

  it("answers '¿Por qué se dice X y no Y?' with the form that is right and why", async () => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: '¿Por qué se dice "me gusta" y no "yo gusto"?' }] });
    expect(reply).toMatch(/^Se dice «me gusta»\. 'Gustar' concuerda con lo que gusta/);
    expect(reply).not.toMatch(/Something to think about/);
  });
});
