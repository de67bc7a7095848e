import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../rules/correct-with-rule-in-spanish';
import { yoVerbAgreement } from './yo-verb-agreement';

describe('yo-verb-agreement', () => {
  it.each([
    ['Yo tiene dos hermanos.', 'Yo tengo dos hermanos.'],
    ['Yo trabaja en una tienda.', 'Yo trabajo en una tienda.'],
    ['Mi hermana y yo también vive en Lima.', 'Mi hermana y yo también vivo en Lima.'],
    ['Yo no quiere ir.', 'Yo no quiero ir.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, yoVerbAgreement)).toBe(right);
  });

  it.each([
    'Yo tengo dos hermanos.',
    'Yo, la verdad, no sé.',
    'Yo casa.',
    'Yo también gusta ir al gimnasio.',
    'Yo hablaba con ella.',
    'Yo Claudia te saludo.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, yoVerbAgreement)).toBe(sentence);
  });
});
