import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { serOrEstar } from './ser-or-estar';

describe('ser-or-estar', () => {
  it.each([
    ['Mi padre es cansado.', 'Mi padre está cansado.'],
    ['Eres muy cansada.', 'Estás muy cansada.'],
    ['Mi hermano es ahora en Chile.', 'Mi hermano está ahora en Chile.'],
    ['Mi examen fue difícil, pero todo es bien.', 'Mi examen fue difícil, pero todo está bien.'],
    ['Ella es muy simpática y es en Madrid.', 'Ella es muy simpática y está en Madrid.'],
    ['Mis padres eran en Italia el año pasado.', 'Mis padres estaban en Italia el año pasado.'],
    ['Mi casa es en el centro.', 'Mi casa está en el centro.'],
    ['Está médico.', 'Es médico.'],
    ['Hoy soy muy nerviosa por el examen.', 'Hoy estoy muy nerviosa por el examen.'],
    ['Mi madre es estresada.', 'Mi madre está estresada.'],
    ['Mi casa es lejos de la universidad.', 'Mi casa está lejos de la universidad.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, serOrEstar)).toBe(right);
  });

  it.each([
    'Soy alto y moreno.',
    'La fiesta es en mi casa.',
    'Estoy cansado.',
    'Es profesora de música.',
    'Su historia estaba triste.',
    'La película es triste.',
    'Mi hermano es muy nervioso.',
    'El concierto es en el estadio.',
    'Mi madre es de Madrid.',
    'Es bien sabido que el café despierta.',
    'La fiesta es en mi casa.',
    'Mi cumpleaños es en mayo.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, serOrEstar)).toBe(sentence);
  });
});
