import { describe, expect, it } from 'vitest';
import { everySlipOf, withSlips } from './learner-like-slips';
import { SPANISH_SLIP_KINDS } from './spanish-learner-like-slips';

const slipsOf = (kind: string, sentence: string) => everySlipOf(SPANISH_SLIP_KINDS, kind, sentence).sort();

describe('learner-like slips in Spanish', () => {
  it('drops a written accent, never on the first word', () => {
    expect(slipsOf('accent-dropped', 'Él vive aquí también.')).toEqual(['Él vive aqui también.', 'Él vive aquí tambien.']);
  });

  it('confuses the gender of a determiner before its noun', () => {
    expect(slipsOf('gender-confused', 'Compré la casa y un coche.')).toEqual(['Compré el casa y un coche.', 'Compré la casa y una coche.']);
    expect(slipsOf('gender-confused', 'Lo vi en el.')).toEqual([]);
  });

  it('gets an adjective ending wrong after a verb or an adverb of degree', () => {
    expect(slipsOf('adjective-ending', 'La ciudad es muy bonita.')).toEqual(['La ciudad es muy bonito.']);
    expect(slipsOf('adjective-ending', 'Los niños están cansados.')).toEqual(['Los niños están cansadas.']);
  });

  it('drops the plural of a noun after a plural determiner', () => {
    expect(slipsOf('noun-number', 'Tengo muchos libros.')).toEqual(['Tengo muchos libro.']);
    expect(slipsOf('noun-number', 'Tengo muchos.')).toEqual([]);
  });

  it('undoes a contraction, swaps ser and estar, por and para', () => {
    expect(slipsOf('contraction-undone', 'Vamos al parque del barrio.')).toEqual(['Vamos a el parque del barrio.', 'Vamos al parque de el barrio.']);
    expect(slipsOf('ser-estar', 'Mi madre está en casa.')).toEqual(['Mi madre es en casa.']);
    expect(slipsOf('por-para', 'Gracias por todo.')).toEqual(['Gracias para todo.']);
  });

  it('drops the personal a before a name, and writes y or o where e and u belong', () => {
    expect(slipsOf('personal-a-dropped', 'Ayer vi a María.')).toEqual(['Ayer vi María.']);
    expect(slipsOf('conjunction-form', 'Padres e hijos, siete u ocho.')).toEqual(['Padres e hijos, siete o ocho.', 'Padres y hijos, siete u ocho.']);
    expect(slipsOf('conjunction-form', 'Padres e madres.')).toEqual([]);
  });

  it('keeps gustar singular with a plural, and spells by sound', () => {
    expect(slipsOf('gustar-number', 'Me gustan los perros.')).toEqual(['Me gusta los perros.']);
    expect(slipsOf('spelt-by-sound', 'Quiero hablar con vosotros.')).toEqual(['Quiero ablar con vosotros.', 'Quiero hablar con bosotros.']);
  });

  it('is seeded: the same sentences and seed give the same slips, and a slipped sentence differs from its source', () => {
    const sentences = ['La vida es muy bonita cuando hay amigos.', 'Vamos al mercado por la mañana.', 'Me gustan las flores del jardín.'];
    const first = withSlips(sentences, 7, SPANISH_SLIP_KINDS);
    expect(withSlips(sentences, 7, SPANISH_SLIP_KINDS)).toEqual(first);
    for (const s of first) expect(s.text).not.toBe(s.fluent);
    expect(new Set(first.map((s) => s.slip.kind)).size).toBeGreaterThan(1);
  });
});
