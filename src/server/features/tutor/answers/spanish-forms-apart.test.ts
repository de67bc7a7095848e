import { describe, expect, it } from 'vitest';
import { spanishFormsApart } from './spanish-forms-apart';

describe('two Spanish phrases told apart by the one verb form they differ in', () => {
  it.each([
    ['la fiesta es en mi casa', 'la fiesta está en mi casa', { kind: 'ser-or-estar', ser: 'es', estar: 'está', isEvent: true }],
    ['mi hermano es aburrido', 'mi hermano está aburrido', { kind: 'ser-or-estar', ser: 'es', estar: 'está', isEvent: false, rest: 'aburrido' }],
    ['estaba cansado', 'estuve cansado', { kind: 'preterite-or-imperfect', preterite: 'estuve', imperfect: 'estaba' }],
    ['la gente fue muy amable', 'la gente era muy amable', { kind: 'preterite-or-imperfect', preterite: 'fue', imperfect: 'era' }],
    ['comía', 'comí', { kind: 'preterite-or-imperfect', preterite: 'comí', imperfect: 'comía' }],
    ['me acuesto', 'acuesto', { kind: 'reflexive', pronoun: 'me', verb: 'acuesto' }],
    ['levanto a mi hijo', 'me levanto a mi hijo', { kind: 'reflexive', pronoun: 'me', verb: 'levanto' }],
  ])('%j or %j', (first, second, apart) => {
    expect(spanishFormsApart(first, second)).toMatchObject(apart);
  });

  it.each([
    ['el problema', 'la problema'],
    ['voy a mudar', 'me voy a mudar'],
    ['quiero duchar', 'me quiero duchar'],
    ['mi casa es grande', 'tu casa está lejos'],
    ['como', 'comes'],
  ])('%j or %j: no verb form of these kinds apart', (first, second) => {
    expect(spanishFormsApart(first, second)).toBeNull();
  });
});
