import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe("a Spanish noun's gender, asked of Lucía", () => {
  it.each([
    ['Y "la mano"? Es femenino o masculino?', /«Mano» es femenino: la mano\. Es una excepción: termina en -o/],
    ['¿Por qué "el problema" es masculino si termina en -a?', /«Problema» es masculino: el problema\. Muchos nombres en -ma, -pa y -ta vienen del griego/],
    ["What gender is 'agua'?", /«Agua» es femenino: el agua\. .*a tónica/],
    ['¿"Foto" es femenino o masculino?', /«Foto» es femenino: la foto\. Es la forma corta de «fotografía»/],
    ['¿"Ciudad" es masculino o femenino?', /«Ciudad» es femenino: la ciudad\. Los nombres en -ción/],
    ['¿"Libro" es femenino o masculino?', /«Libro» es masculino: el libro\. Como casi todos los nombres en -o/],
  ])('%j gets the gender and the reason of its group', async (message, answer) => {
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: message }] })).toMatch(answer);
  });

  it.each(['"La casa" es muy bonita?', 'Mi hermana es muy femenina.', "Is 'mano' a hard word?"])('%j asks about no gender', (message) => {
    expect(detectQuestion(message, teacherFor('lucia'))?.kind).not.toBe('noun-gender');
  });

  it('is not asked of an English teacher', () => {
    expect(detectQuestion("What gender is 'agua'?", teacherFor('sophia'))?.kind).not.toBe('noun-gender');
  });
});
