import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../rules/correct-with-rule-in-spanish';
import { serOrEstar } from './ser-or-estar';

describe('ser-or-estar', () => {
  it.each([
    ['Mi padre es cansado.', 'Mi padre está cansado.'],
    ['Eres muy nerviosa.', 'Estás muy nerviosa.'],
    ['Mi casa es en el centro.', 'Mi casa está en el centro.'],
    ['Está médico.', 'Es médico.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, serOrEstar)).toBe(right);
  });

  it.each([
    'Soy alto y moreno.',
    'La fiesta es en mi casa.',
    'Estoy cansado.',
    'Es profesora de música.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, serOrEstar)).toBe(sentence);
  });
});
