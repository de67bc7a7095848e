import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const lucia = (content: string) => askTutor({ slug: 'lucia', messages: [{ role: 'user', content }] });

describe('Spanish pairs a learner asks Lucía about', () => {
  it.each([
    ['¿cuál es la diferencia entre "pero" y "sino"?', /'Sino' comes only after a 'no'/],
    ["what's the difference between \"tu\" and \"tú\"?", /'Tú' with an accent is the pronoun/],
    ['why does "está" have an accent?', /'Está' with an accent is the verb estar/],
    ['¿por qué "tú" lleva tilde?', /'Tú' with an accent is the pronoun/],
    ['why is it "me gustan" and not "me gusta" with los libros?', /'me gustan' for several things/],
    ['¿"si" o "sí"?', /'Sí' with an accent is yes/],
  ])('%j is answered from the table of pairs', async (message, said) => {
    const reply = await lucia(message);
    expect(reply).toMatch(said);
    expect(reply).not.toMatch(/no estoy segura|No lo sé/i);
  });

  it.each([
    ['why does "está" have an accent?', 'está', 'esta'],
    ['Why is there an accent on "él"?', 'él', 'el'],
  ])('%j asks the accented word against the plain one', (message, subject, other) => {
    expect(detectQuestion(message, teacherFor('lucia'))).toMatchObject({ kind: 'difference', subject, other });
  });

  it('leaves a word with no accent to other answers', () => {
    expect(detectQuestion('why does "casa" have an accent?', teacherFor('lucia'))?.kind).not.toBe('difference');
  });
});

describe('one false friend asked about', () => {
  it.each([
    ['does "embarazada" mean embarrassed?', /«embarazada» means pregnant, not embarrassed\. For 'embarrassed', say avergonzado/],
    ['¿"exito" significa exit?', /«éxito» means success, not exit/],
  ])('%j is warned of, with the Spanish for the look-alike', async (message, said) => {
    expect(await lucia(message)).toMatch(said);
  });

  it('leaves a word that is no false friend to other answers', () => {
    expect(detectQuestion('does "casa" mean house?', teacherFor('lucia'))?.kind).not.toBe('false-friends');
  });
});

describe('a false friend asked about after Lucía warned of it', () => {
  it('is confirmed as the wrong word, and the Spanish for the look-alike is given', async () => {
    const say = conversationWith('lucia');
    expect(await say('ayer estaba muy embarazada porque dije algo estúpido')).toMatch(/«Embarazada» quiere decir «pregnant»/);
    expect(await say('wait, is embarazada the wrong word?')).toMatch(/«embarazada» means pregnant, not embarrassed/);
    expect(await say('so how do I say embarrassed then?')).toMatch(/^For 'embarrassed', say avergonzado\/a, or me da vergüenza\. Not «embarazada»/);
  });
});
