import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../rules/correct-with-rule-in-spanish';
import { genderAndNumber } from './gender-and-number';

describe('gender-and-number', () => {
  it.each([
    ['La libro es interesante.', 'El libro es interesante.'],
    ['Tengo una perro.', 'Tengo un perro.'],
    ['Compré una camisa blanco.', 'Compré una camisa blanca.'],
    ['Tengo tres hermana.', 'Tengo tres hermanas.'],
    ['El problema es pequeña.', 'El problema es pequeño.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, genderAndNumber)).toBe(right);
  });

  it.each([
    'El agua está fría.',
    'La mano está limpia.',
    'Tengo tres hermanas.',
    'Los coches rojos son caros.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, genderAndNumber)).toBe(sentence);
  });
});
