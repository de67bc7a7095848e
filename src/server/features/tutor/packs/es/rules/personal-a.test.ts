import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { personalA } from './personal-a';

describe('personal-a', () => {
  it.each([
    ['Llamo mi hermano.', 'Llamo a mi hermano.'],
    ['Busco mi hija.', 'Busco a mi hija.'],
    ['Invito Pedro a cenar.', 'Invito a Pedro a cenar.'],
    ['Ayer visité mis abuelos.', 'Ayer visité a mis abuelos.'],
    ['Quiero conocer alguien divertido.', 'Quiero conocer a alguien divertido.'],
    ['No encontré nadie en casa.', 'No encontré a nadie en casa.'],
    ['Cuido mi perro cuando mi madre trabaja.', 'Cuido a mi perro cuando mi madre trabaja.'],
    ['Quiero mucho mi familia.', 'Quiero mucho mi familia.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, personalA)).toBe(right);
  });

  it.each([
    'Visito Madrid cada año.',
    'Necesito visitar Sudáfrica.',
    'Me llamo Ana.',
    'Busco mi libro.',
    'Veo la televisión.',
    'También veo Youtube mucho.',
    'Ayer llamé MK Modern para pedir una cita.',
    'Quiero visitar La Estatua de la Libertad.',
    'Al final de cada viaje mis padres están cansados.',
    'La llamada mi madre fue larga.',
    'Conozco Barcelona muy bien.',
    'Alguien llamó a la puerta.',
    'Nadie vino a la fiesta.',
    'Hablé con alguien en el tren.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, personalA)).toBe(sentence);
  });
});
