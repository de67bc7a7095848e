/** Places said back as Spanish spells them and glossed as English names them; a lower-case word is a place only where one is led to. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { readSpanishMessageFacts } from './spanish-learner-facts';
import { placeInEnglish, spellPlaceNames } from './spanish-place-names';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a place as Lucía names it', () => {
  it.each([
    ['viajar a alemania', 'viajar a Alemania'],
    ['vivir en mexico', 'vivir en México'],
    ['volver a corea del sur', 'volver a Corea del Sur'],
    ['Japon es muy bonito', 'Japón es muy bonito'],
    ['estudiar en estados unidos', 'estudiar en Estados Unidos'],
  ])('%j -> %j', (typed, said) => {
    expect(spellPlaceNames(typed)).toBe(said);
  });

  it.each([['comer tacos con chile'], ['hablar con la suiza'], ['ir a Madrid'], ['la roma de mi abuela']])('%j is left as typed', (typed) => {
    expect(spellPlaceNames(typed)).toBe(typed);
  });

  it('glosses a place in English', () => {
    expect(placeInEnglish('Alemania')).toBe('Germany');
    expect(placeInEnglish('Perú')).toBe('Peru');
    expect(placeInEnglish('Madrid')).toBe('Madrid');
  });
});

describe("'ir' is a plan's verb too", () => {
  it('reads the plan and spells its place', () => {
    expect(readSpanishMessageFacts('Quiero ir a alemania.')).toMatchObject({ plan: 'ir a Alemania' });
    expect(readSpanishMessageFacts('Me gusta ir al cine con mis amigos.').like).toMatchObject({ what: 'ir al cine', isActivity: true });
    expect(readSpanishMessageFacts('Quiero irme a vivir a Italia.')).toMatchObject({ plan: 'irte a vivir a Italia' });
  });
});

answersInConversation([
  ['lucia', 'Yo quiero ir a alemania.', /¿(?:Cuándo vas a|Por qué quieres|Con quién vas a) ir a Alemania\? \([^)]*\)$/],
  ['lucia', 'Siempre hablo de Alemania.', /Alemania\? \((?:Can you tell me more about|What do you think of) Germany\?\)$/],
], { never: /alemania|about Alemania|of Alemania/ });
