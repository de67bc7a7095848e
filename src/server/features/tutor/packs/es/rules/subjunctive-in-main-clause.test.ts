import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { subjunctiveInMainClause } from './subjunctive-in-main-clause';

describe('subjunctive-in-main-clause', () => {
  it.each([
    ['Britney tenga dos niños.', 'Britney tiene dos niños.'],
    ['Ellos se llamen Willard y Jaden.', 'Ellos se llaman Willard y Jaden.'],
    ['En mi opinión Katy Perry no pueda cantar bien.', 'En mi opinión Katy Perry no puede cantar bien.'],
    ['Ella trabaje en un hospital.', 'Ella trabaja en un hospital.'],
    ['Mi hermano viva en Madrid.', 'Mi hermano vive en Madrid.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, subjunctiveInMainClause)).toBe(right);
  });

  it.each([
    'Quiero que ella trabaje aquí.',
    'Ojalá Britney tenga suerte.',
    'Cuando ella llegue, comemos.',
    'Tenga cuidado con el perro.', // a command
    '¡Dios te bendiga!', // a wish
    'Ella trabaja en un hospital.',
    'Ella comía mucho.', // the imperfect
    'Es importante que ellos hablen.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, subjunctiveInMainClause)).toBe(sentence);
  });
});
