/** 'They', 'he' or 'she' just after the learner named someone close: listened to as about that person. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { withPersonToldBefore } from './person-told-before';

describe('a pronoun for the person just named', () => {
  it.each([
    ['They go to the same school.', 'I have two children.', 'My children go to the same school.'],
    ['She works in a hotel.', 'My sister lives in Rome.', 'My sister works in a hotel.'],
    ['He is very tall.', 'We have a little son.', 'My son is very tall.'],
    // A pet is 'he', 'she' or 'it', and its name told as 'his name is'.
    ['His name is Rocky, he is a golden retriever.', 'After work I walk with my dog.', 'My dog is called Rocky, he is a golden retriever.'],
    ['Her name is Luna.', 'We have a cat.', 'My cat is called Luna.'],
    ['It is three years old.', 'I have a rabbit.', 'My rabbit is three years old.'],
    // In Spanish: 'ella', 'él', 'ellos', 'ellas' for the one family member of that gender and number.
    ['Ella tiene ochenta años y es muy divertida.', 'El fin de semana visité a mi abuela en Texas.', 'Mi abuela tiene ochenta años y es muy divertida.'],
    ['Él trabaja en un banco.', 'Mi hermano vive en Lima.', 'Mi hermano trabaja en un banco.'],
    ['Ellos viven en el campo.', 'Ayer llamé a mis abuelos.', 'Mis abuelos viven en el campo.'],
    ['Ellas van al mismo colegio.', 'Tengo dos hijas.', 'Mis hijas van al mismo colegio.'],
  ])('%j after %j is %j', (message, previous, meant) => {
    expect(withPersonToldBefore(message, previous)).toBe(meant);
  });

  it.each([
    // Friends may be anyone; two people of the kind leave it unclear; the wrong number or gender fits no one.
    ['They are very funny.', 'I went to the park with my friends.'],
    ['She is a doctor.', 'My mother and my sister live in Rome.'],
    ['They go to the same school.', 'I have a daughter.'],
    ['He is nice.', 'My sister lives in Rome.'],
    ['I go to the same school.', 'I have two children.'],
    // 'It' is said of a pet only; a person's name is no pet's.
    ['It is raining today.', 'My sister lives in Rome.'],
    ['Her name is Ana.', 'My sister lives in Rome.'],
    // Spanish: the wrong gender or number, two people who fit, or no family member named.
    ['Ella es muy simpática.', 'Mi hermano vive en Lima.'],
    ['Él es médico.', 'Mi padre y mi hermano viven en Lima.'],
    ['Ellas son muy altas.', 'Mis hermanos viven en Lima.'],
    ['Ella es mi profesora.', 'Ayer fui al cine.'],
  ])('%j after %j names no one', (message, previous) => {
    expect(withPersonToldBefore(message, previous)).toBeNull();
  });
});

describe('in the conversation', () => {
  beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

  it("asks about the children, not the learner's own school days", async () => {
    const say = conversationWith('sophia');
    await say('I have two children.');
    const reply = await say('They go to the same school.');
    expect(reply).toMatch(/your children/);
    expect(reply).not.toMatch(/favourite subject|the same school/);
  });
});
