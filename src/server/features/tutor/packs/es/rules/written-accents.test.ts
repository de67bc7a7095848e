import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { writtenAccents } from './written-accents';

describe('written-accents', () => {
  it.each([
    ['Mi madre esta cansada hoy.', 'Mi madre está cansada hoy.'],
    ['Mi hermano esta en Chile.', 'Mi hermano está en Chile.'],
    ['Ahora esta trabajando mucho.', 'Ahora está trabajando mucho.'],
    ['¿Cómo estas?', '¿Cómo estás?'],
    ['Creo que el tiene dos perros.', 'Creo que él tiene dos perros.'],
    ['Jugaba al fútbol cuando el era niño.', 'Jugaba al fútbol cuando él era niño.'],
    ['¿Tu vives en Madrid?', '¿Tú vives en Madrid?'],
    ['Este regalo es para mi.', 'Este regalo es para mí.'],
    ['Quiero aprender mas palabras.', 'Quiero aprender más palabras.'],
    ['Mi prima tiene veinte anos.', 'Mi prima tiene veinte años.'],
    ['Ayer hable con mi abuela.', 'Ayer hablé con mi abuela.'],
    ['El año pasado se lastimo la rodilla.', 'El año pasado se lastimó la rodilla.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, writtenAccents)).toBe(right);
  });

  it.each([
    'Esta casa es muy grande.',
    'Me gusta esta ciudad.',
    'El trabajo de mi madre es difícil.',
    'Tu casa es bonita.',
    'Es el libro de mi hermano.',
    'Quiero que hable con ella.',
    'Hablo español con mi familia.',
    'Mi perro se llama Toby.',
    'Estas flores son para mi madre.',
    'El desayuno consistía en huevos.',
    'El almuerzo fue muy rico.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, writtenAccents)).toBe(sentence);
  });
});
