import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule-in-spanish';
import { preteriteOrImperfect } from './preterite-or-imperfect';

describe('preterite-or-imperfect', () => {
  it.each([
    ['Ayer compro un libro.', 'Ayer compré un libro.'],
    ['El verano pasado viajo a Italia.', 'El verano pasado viajé a Italia.'],
    ['Anoche ceno con mis padres.', 'Anoche cené con mis padres.'],
    ['De repente, mi vecina llamaba a la puerta.', 'De repente, mi vecina llamó a la puerta.'],
    ['De niña, comí pan todos los días.', 'De niña, comía pan todos los días.'],
    ['Ayer yo visitaba a mi abuela.', 'Ayer visité a mi abuela.'],
    ['Anoche mi hermano cocinaba una paella.', 'Anoche mi hermano cocinó una paella.'],
    ['El sábado pasado yo buscaba un regalo.', 'El sábado pasado busqué un regalo.'],
    ['Ayer nosotros comíamos en un restaurante.', 'Ayer nosotros comimos en un restaurante.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, preteriteOrImperfect)).toBe(right);
  });

  it.each([
    'Ayer fui al cine.',
    'Todos los días como fruta.',
    'Ayer estaba cansado.',
    'Cuando era niño, jugaba en el parque.',
    'Ayer visitaba a mi abuela.',
    'Ayer, mientras cocinaba, llamó mi madre.',
    'Ayer quería ir al cine.',
    'Ayer mi madre estaba triste.',
    'De repente, estaba muy cansada.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, preteriteOrImperfect)).toBe(sentence);
  });
});
