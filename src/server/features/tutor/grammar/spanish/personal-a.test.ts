import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../rules/correct-with-rule-in-spanish';
import { personalA } from './personal-a';

describe('personal-a', () => {
  it.each([
    ['Llamo mi hermano.', 'Llamo a mi hermano.'],
    ['Busco mi hija.', 'Busco a mi hija.'],
    ['Invito Pedro a cenar.', 'Invito a Pedro a cenar.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, personalA)).toBe(right);
  });

  it.each([
    'Visito Madrid cada año.',
    'Me llamo Ana.',
    'Busco mi libro.',
    'Veo la televisión.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, personalA)).toBe(sentence);
  });
});
