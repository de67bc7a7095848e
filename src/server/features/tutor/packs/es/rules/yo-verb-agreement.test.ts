import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { yoVerbAgreement } from './yo-verb-agreement';

describe('yo-verb-agreement', () => {
  it.each([
    ['Yo tiene dos hermanos.', 'Yo tengo dos hermanos.'],
    ['Yo trabaja en una tienda.', 'Yo trabajo en una tienda.'],
    // 'Mi hermana y yo' is 'nosotros': the verb takes the 'we' form, not the 'I' form.
    ['Mi hermana y yo también vive en Lima.', 'Mi hermana y yo también vivimos en Lima.'],
    ['Él y yo fue al concierto.', 'Él y yo fuimos al concierto.'],
    ['Mis primos y yo cantaba en el coro.', 'Mis primos y yo cantábamos en el coro.'],
    ['Lucas y yo comió en casa.', 'Lucas y yo comimos en casa.'],
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
    'Mi padre cocina y yo limpio la mesa.',
    'Mi hermano y yo somos altos.',
    'Compré pan y yo lo comí.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, yoVerbAgreement)).toBe(sentence);
  });
});
