/**
 * A pet the learner names as their own ('My dog is called Max', 'Mi perra se llama Nala') is asked about by its name,
 * not 'What do you think about your dog?'; what the message already told (its age, what it is like) is not asked again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { readMessageFacts } from './learner-facts';
import { readSpanishMessageFacts } from './spanish-learner-facts';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('a pet named as the learner’s own', () => {
  it.each([
    ['My dog is called Max and he is very naughty.', { kind: 'dog', name: 'Max' }],
    ["My cat's name is Luna.", { kind: 'cat', name: 'Luna' }],
  ])('reads %j', (message, pet) => {
    expect(readMessageFacts(message).pet).toEqual(pet);
  });

  it.each(['My sister is called Luna.', "My neighbour's dog is called Max.", 'My dog is called a good boy by everyone.'])('leaves %j', (message) => {
    expect(readMessageFacts(message).pet).toBeUndefined();
  });

  it.each([
    ['Mi perra se llama Nala y tiene dos años.', { word: 'perra', name: 'Nala' }],
    ['Mi gato se llama Michi.', { word: 'gato', name: 'Michi' }],
  ])('lee %j', (message, pet) => {
    expect(readSpanishMessageFacts(message).pet).toMatchObject(pet);
  });

  it.each(['Mi hermana se llama Nala.', 'El perro de mi vecino se llama Toby.'])('deja %j', (message) => {
    expect(readSpanishMessageFacts(message).pet).toBeUndefined();
  });
});

answersInConversation([
  ['sophia', 'My dog is called Max and he is very naughty.', /(?:How old is Max|What does Max get up to while you are at work|How did Max get that name)\?$/],
  ['sophia', "My dog's name is Rocky, he is three years old.", /(?:What does Rocky get up to while you are at work|How did Rocky get that name)\?$/],
  ['lucia', 'Mi perra se llama Nala y tiene dos años.', /(?:¿Cómo es Nala\? \(What is Nala like\?\)|¿Qué hace Nala cuando no estás en casa\? \(What does Nala do when you are not at home\?\))$/],
  ['lucia', 'Mi perro se llama Toby y es muy travieso.', /(?:¿Cuántos años tiene Toby\? \(How old is Toby\?\)|¿Qué hace Toby cuando no estás en casa\? \(What does Toby do when you are not at home\?\))$/],
], { never: /What do you think about your|Qué piensas de tu/ });
