/** A meal the learner had is asked about as one. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MEAL_TOLD } from './meal-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a meal the learner had', MEAL_TOLD, (message, language) => tells(MEAL_TOLD[language], message));

answersInConversation([
  ['sophia', 'I had fish and chips for dinner.', /(?:Who did the cooking|Is that one of your favourite foods)\?$/],
  ['lucia', 'Hoy he comido tortilla de patatas.', /(?:¿Quién cocinó\? \(Who did the cooking\?\)|¿Te gusta mucho esa comida\? \(Do you like that food a lot\?\))$/],
]);
