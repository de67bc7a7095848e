/** The learner's home told is asked about as one. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HOME_TOLD } from './home-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples("the learner's home", HOME_TOLD, (message, language) => tells(HOME_TOLD[language], message));

answersInConversation([
  ['sophia', 'I live in a small flat in the city centre.', /(?:What do you like most about living there|What is your neighbourhood like)\?$/],
  ['lucia', 'Vivo en un piso pequeño cerca de la estación.', /(?:¿Qué es lo que más te gusta de vivir allí\? \(What do you like most about living there\?\)|¿Cómo es tu barrio\? \(What is your neighbourhood like\?\))$/],
], { never: /es importante/ });
