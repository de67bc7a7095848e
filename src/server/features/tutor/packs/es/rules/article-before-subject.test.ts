import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { articleBeforeSubject } from './article-before-subject';

describe('article-before-subject', () => {
  it.each([
    ['Perro corrió libremente en el parque.', 'El perro corrió libremente en el parque.'],
    ['Música es mi pasión.', 'La música es mi pasión.'],
    ['Perros son muy leales.', 'Los perros son muy leales.'],
    ['Español es difícil para mí.', 'El español es difícil para mí.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, articleBeforeSubject)).toBe(right);
  });

  it.each([
    'El perro corrió en el parque.',
    'Madrid es muy bonita.', // a name
    'Barcelona tiene playas.',
    'Como pan todos los días.', // a verb
    'Perro grande y negro.', // no verb after it
    'Ayer fui al cine.',
    'Mañana es sábado.',
    'Ella es mi persona favorita.', // a pronoun
    'Ellos viven juntos.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, articleBeforeSubject)).toBe(sentence);
  });
});
