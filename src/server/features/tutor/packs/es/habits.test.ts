/** A pastime the learner keeps up, read from their Spanish with what it was done with, only from the listed words. */
import { describe, expect, it } from 'vitest';
import HABITS from './words/habits.json';
import { habitOf } from './habits';

describe('a pastime told to Lucía', () => {
  it.each([
    ['Leo novelas de misterio antes de dormir.', { you: 'lees', english: 'read', what: { spanish: 'novelas', english: 'novels', isInstrument: false, kindTold: true } }],
    ['Escucho música cuando estudio.', { you: 'escuchas', what: { spanish: 'música', kindTold: false } }],
    ['Veo muchas series coreanas.', { you: 'ves', what: { spanish: 'series', kindTold: true } }],
    ['Toco la guitarra desde hace cinco años.', { you: 'tocas', infinitive: 'tocar', what: { spanish: 'la guitarra', english: 'the guitar', isInstrument: true } }],
    ['En mi grupo toco el piano.', { you: 'tocas', what: { spanish: 'el piano', english: 'the piano' } }],
    ['Cocino para mi familia los fines de semana.', { you: 'cocinas', infinitive: 'cocinar', englishIng: 'cooking' }],
    ['Pinto los domingos.', { you: 'pintas', english: 'paint' }],
  ])('reads %j', (message, habit) => {
    expect(habitOf(message)).toMatchObject(habit);
  });

  it('leaves a pastime for another day, denied, asked about, or the verb alone where it needs a thing', () => {
    expect(habitOf('Cocino para mi familia.')?.what).toBeUndefined();
    for (const message of [
      'No leo mucho.',
      'Nunca cocino en casa.',
      '¿Lees novelas?',
      'Mi amigo Leo vive en Roma.', // a name
      'Veo a mis amigos los sábados.', // 'ver' with no thing listed: seeing, not watching
      'Toco la puerta antes de entrar.', // no instrument
      'Mi madre cocina muy bien.', // another person
      'Bajo del autobús en la plaza.',
    ]) expect(habitOf(message), message).toBeUndefined();
  });

  it('keeps each verb with the form Lucía says back and its English, and each instrument with its gender', () => {
    for (const [said, verb] of Object.entries(HABITS.verbs)) {
      expect(said, said).toMatch(/o$/);
      expect(verb.you, said).toMatch(/s$/);
      expect(verb.infinitive, said).toMatch(/(?:ar|er|ir)$/);
      expect(verb.englishIng, said).toMatch(/^\p{L}+ing(?: to)?$/u);
    }
    for (const [instrument, said] of Object.entries(HABITS.instruments)) expect(said, instrument).toMatch(/^[fm] \p{L}+$/u);
  });
});
