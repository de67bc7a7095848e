/** Whether a question picks up the learner's topic: by a content word's stem, however its accents were typed. */
import { describe, expect, it } from 'vitest';
import { isOnTopic } from './is-on-topic';

describe('a question on the learner’s topic', () => {
  it.each([
    ['What do you like most about cooking?', 'I love cooking for my friends.'],
    // A learner who leaves out an accent means the same word the question writes with it, and the other way round.
    ['¿Qué piensas de la película? (What do you think about it?)', 'La pelicula es muy larga.'],
    ['¿Desde cuándo te gusta la música? (How long have you liked that?)', 'Me gusta la musica clasica.'],
    ['¿Cuándo sueles ir al cafe? (When do you usually go?)', 'Voy al café con mi hermana.'],
  ])('%j picks up %j', (question, message) => {
    expect(isOnTopic(question, message)).toBe(true);
  });

  it.each([
    ['¿Tienes hermanos? (Do you have brothers or sisters?)', 'La pelicula es muy larga.'],
    // Grammar words, with or without their accent, are no topic.
    ['¿Está bien tu madre? (Is your mother well?)', 'Esta semana estoy cansada.'],
    ['What do you do at the weekend?', 'I think it is very good.'],
  ])('%j does not pick up %j', (question, message) => {
    expect(isOnTopic(question, message)).toBe(false);
  });
});
