/** A concert, a play or a festival the learner went to is asked about as a show. */
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SHOW_SEEN } from './show-seen';
import { saysHowItWas, tells } from './told-rule';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a show the learner went to', SHOW_SEEN, (message, language) => tells(SHOW_SEEN[language], message));

answersInConversation([
  ['sophia', 'My cousin and I went to a rock concert on Friday.', /(?:How was it|What was the best part)\?$/],
  ['lucia', 'El viernes fui a un concierto de rock.', /(?:¿Qué tal estuvo\? \(How was it\?\)|¿Qué fue lo mejor\? \(What was the best part\?\))$/],
], { never: /cook|cocinar/ });

describe('how it went, when the learner said it already', () => {
  it.each([
    ['We went to a concert last night and it was fantastic.', false],
    ['I went to a jazz festival, the music was really amazing.', false],
    ['Fui a un concierto el sábado y fue increíble.', true],
    ['Fuimos al festival y estuvo muy divertido.', true],
  ])('%j says how it was', (message, isSpanish) => {
    expect(saysHowItWas(message, isSpanish)).toBe(true);
  });

  it.each([
    ['We went to a concert last night.', false],
    ['The concert was in a big park.', false],
    ['It was my first time at a festival.', false],
    ['Fui a un concierto de jazz el sábado.', true],
    ['El concierto fue en un parque.', true],
  ])('%j does not', (message, isSpanish) => {
    expect(saysHowItWas(message, isSpanish)).toBe(false);
  });
});

answersInConversation([
  ['sophia', 'We went to a concert last night and it was fantastic.', /What was the best part\?$/],
  ['lucia', 'Fui a un concierto el sábado y fue increíble.', /¿Qué fue lo mejor\? \(What was the best part\?\)$/],
]);
