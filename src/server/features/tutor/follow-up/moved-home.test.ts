/** A move to a new home is asked about as one. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MOVED_HOME } from './moved-home';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a move to a new home', MOVED_HOME, (message, language) => tells(MOVED_HOME[language], message));

answersInConversation([
  ['sophia', 'I just moved to a new apartment.', /^(?:A new home, how exciting!|Moving is a big job: well done!) (?:How are you settling in|What do you like most about the new place)\?$/],
  ['lucia', 'Me mudé a un piso nuevo.', /(?:¿Qué tal en la casa nueva\? \(How are you getting on in the new home\?\)|¿Qué es lo que más te gusta de la casa nueva\? \(What do you like most about the new home\?\))$/],
]);
