/** Meals shared as a habit are asked about as meals together. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MEALS_TOGETHER } from './meals-together';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('meals the learner shares', MEALS_TOGETHER, (message, language) => tells(MEALS_TOGETHER[language], message));

answersInConversation([
  ['sophia', 'I usually have dinner with my grandparents on Fridays.', /(?:What do you usually eat together|Who usually does the cooking)\?$/],
  ['lucia', 'Los sábados ceno con mis amigos.', /(?:¿Qué soléis comer\? \(What do you usually eat\?\)|¿Quién cocina normalmente\? \(Who usually does the cooking\?\))$/],
]);
