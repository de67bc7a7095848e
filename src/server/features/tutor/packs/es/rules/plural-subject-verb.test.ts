import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { pluralSubjectVerb } from './plural-subject-verb';

describe('plural-subject-verb', () => {
  it.each([
    ['Los niños es simpáticos.', 'Los niños son simpáticos.'],
    ['Mis padres está en casa.', 'Mis padres están en casa.'],
    ['Mis hermanos pequeños tiene un perro.', 'Mis hermanos pequeños tienen un perro.'],
    ['Mi madre y mi padre es muy trabajadores.', 'Mi madre y mi padre son muy trabajadores.'],
    ['Es las tres de la tarde.', 'Son las tres de la tarde.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, pluralSubjectVerb)).toBe(right);
  });

  it.each([
    'Los niños son simpáticos.',
    'Es la una.',
    'A los niños les es difícil.', // an object after a preposition
    'Los lunes es mi día libre.', // a day names a time
    'La casa de mis padres es grande.', // the subject is 'la casa'
    'Mi hermano es alto.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, pluralSubjectVerb)).toBe(sentence);
  });
});
