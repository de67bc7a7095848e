import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { gustarAgreement } from './gustar-agreement';

describe('gustar-agreement', () => {
  it.each([
    ['Le gusta los deportes.', 'Le gustan los deportes.'],
    ['Me gustan la pizza.', 'Me gusta la pizza.'],
    ['Nos encanta las playas.', 'Nos encantan las playas.'],
    ['Me gustan bailar.', 'Me gusta bailar.'],
    ['Nos gusta todos los parques de la ciudad.', 'Nos gustan todos los parques de la ciudad.'],
    ['Me gusto mucho.', 'Me gusta mucho.'],
    ['Fuimos al museo y me gusto mucho.', 'Fuimos al museo y me gustó mucho.'],
    ['Ayer vi una película y me gusto mucho.', 'Ayer vi una película y me gustó mucho.'],
    ['Me gusto los libros de misterio.', 'Me gustan los libros de misterio.'],
    ['Yo gusto la música.', 'Me gusta la música.'],
    ['Nosotras gusta hablar de todo.', 'Nos gusta hablar de todo.'],
    ['Me gustó los tacos de la fiesta.', 'Me gustaron los tacos de la fiesta.'],
    ['Se gusta el golf.', 'Le gusta el golf.'],
    ['Mi gusta ver series.', 'Me gusta ver series.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, gustarAgreement)).toBe(right);
  });

  it.each([
    'Me gustan los perros y los gatos.',
    'Me gusta bailar.',
    'Te gusta el café.',
    'Me gusta la pizza y el helado.',
    'Mucho gusto.',
    'Con gusto te ayudo.',
    'Ayer me gustó mucho la película.',
    'Me gusta todo lo que cocinas.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, gustarAgreement)).toBe(sentence);
  });
});
