/** When the learner's birthday is, told, is asked about as their birthday. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { BIRTHDAY_DATE_TOLD } from './birthday-date-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples("when the learner's birthday is", BIRTHDAY_DATE_TOLD, (message, language) => tells(BIRTHDAY_DATE_TOLD[language], message));

answersInConversation([
  ['sophia', 'My birthday is in October.', /(?:How do you usually celebrate your birthday|What would your perfect birthday be like)\?$/],
  ['lucia', 'Mi cumpleaños es en noviembre.', /(?:¿Cómo sueles celebrar tu cumpleaños\? \(How do you usually celebrate your birthday\?\)|¿Cómo sería tu cumpleaños perfecto\? \(What would your perfect birthday be like\?\))$/],
  // Today's birthday is news, met with good wishes.
  ['lucia', 'Hoy es mi cumpleaños.', /Feliz cumpleaños|Muchas felicidades/],
]);
