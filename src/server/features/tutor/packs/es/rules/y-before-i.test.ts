import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { yBeforeI } from './y-before-i';

describe('y-before-i', () => {
  it.each([
    ['Hablo francés y inglés en casa.', 'Hablo francés e inglés en casa.'],
    ['Mi padre y hijo juegan al tenis.', 'Mi padre e hijo juegan al tenis.'],
    ['Tengo siete o ocho primos.', 'Tengo siete u ocho primos.'],
    ['Es una ciudad bonita y interesante.', 'Es una ciudad bonita e interesante.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, yBeforeI)).toBe(right);
  });

  it.each([
    'Quiero agua y hielo.',
    'Compré pan y leche.',
    'Y Irene vino también.',
    'Madre e hija cantan bien.',
    'Vino mi tía, y Olga también.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, yBeforeI)).toBe(sentence);
  });
});
