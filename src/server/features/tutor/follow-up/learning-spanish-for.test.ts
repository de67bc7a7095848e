/** Why the learner learns Spanish is met as a good reason, told to Lucía. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LEARNING_SPANISH_FOR } from './learning-spanish-for';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('learning Spanish for a reason', LEARNING_SPANISH_FOR, (message, language) => tells(LEARNING_SPANISH_FOR[language], message));

answersInConversation([
  ['lucia', 'Estudio español porque quiero vivir en Valencia.', /(?:¿Dónde usas más el español\? \(Where do you use Spanish most\?\)|¿Qué es lo que más te cuesta del español\? \(What do you find hardest about Spanish\?\))$/],
], { never: /Qué piensas de/ });
