import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../rules/correct-with-rule-in-spanish';
import { gustarAgreement } from './gustar-agreement';

describe('gustar-agreement', () => {
  it.each([
    ['Le gusta los deportes.', 'Le gustan los deportes.'],
    ['Me gustan la pizza.', 'Me gusta la pizza.'],
    ['Nos encanta las playas.', 'Nos encantan las playas.'],
    ['Me gustan bailar.', 'Me gusta bailar.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, gustarAgreement)).toBe(right);
  });

  it.each([
    'Me gustan los perros y los gatos.',
    'Me gusta bailar.',
    'Te gusta el café.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, gustarAgreement)).toBe(sentence);
  });
});
