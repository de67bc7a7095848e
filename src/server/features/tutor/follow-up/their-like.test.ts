/** Someone else's taste told is met with whether the learner shares it, in both languages; a taste denied or the learner's own is not. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { readMessageFacts } from './learner-facts';
import { readSpanishMessageFacts } from './spanish-learner-facts';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('what someone else likes, in Spanish', () => {
  it.each([
    ['A mi abuela le gusta bailar.', { what: 'bailar', isActivity: true, verb: 'gusta' }],
    ['Ella le encanta el teatro.', { what: 'el teatro', isActivity: false, verb: 'gusta' }],
    ['A mis primos les encantan los videojuegos.', { what: 'los videojuegos', isActivity: false, verb: 'gustan' }],
  ])('%j', (message, like) => {
    expect(readSpanishMessageFacts(message).theirLike).toEqual(like);
  });

  it.each([
    // Denied, or the learner's own taste.
    ['A mi abuela no le gusta bailar.'],
    ['Me gusta bailar.'],
    // Nothing Lucía can say back whole ('le gusta mucho que yo vaya...').
    ['A mi tía le gusta que la visitemos en su casa de campo.'],
  ])('%j -> none', (message) => {
    expect(readSpanishMessageFacts(message).theirLike).toBeUndefined();
  });
});

describe('what someone else likes, in English', () => {
  it.each([
    ['She enjoys painting.', { verb: 'enjoy', what: 'painting' }],
    ['They love to dance at parties.', { verb: 'love', what: 'to dance' }],
    // The learner's slip ('He like') is no reason not to listen.
    ['He like football very much.', { verb: 'like', what: 'football' }],
  ])('%j', (message, like) => {
    expect(readMessageFacts(message).theirLike).toEqual(like);
  });

  it.each([
    // Something of theirs, or a pronoun: 'Do you love her job too?' would be wrong.
    ['She loves her job.'],
    ['He likes it a lot.'],
    // The learner's own taste, or a long clause.
    ['I like painting.'],
    ['She likes going to the old cinema near the station.'],
  ])('%j -> none', (message) => {
    expect(readMessageFacts(message).theirLike).toBeUndefined();
  });
});

answersInConversation([
  ['sophia', 'She enjoys painting.', /(?:Do you enjoy painting too|What about you: do you enjoy painting)\?$/],
  ['sophia', 'They love to dance at parties.', /(?:Do you love to dance too|What about you: do you love to dance)\?$/],
], { never: /How did you get into/ });

answersInConversation([
  ['lucia', 'A mi abuela le gusta bailar.', /¿Y a ti también te gusta bailar\? \(Do you like doing that too\?\)$/],
  ['lucia', 'A mis primos les encantan los videojuegos.', /¿Y a ti también te gustan los videojuegos\? \(Do you like them too\?\)$/],
  // A dislike told with when: the dislike is asked about, cut where the time starts.
  ['lucia', 'No me gusta correr después de cenar en verano.', /(?:¿Por qué no te gusta correr\? \(Why not\?\)|¿Qué prefieres\? \(What do you prefer\?\))$/],
], { never: /¿Por qué te gusta|fines de semana/ });
