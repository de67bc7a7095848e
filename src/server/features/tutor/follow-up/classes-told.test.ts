/** Classes the learner goes to are asked about as a pastime. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { CLASSES_TOLD } from './classes-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('classes the learner goes to', CLASSES_TOLD, (message, language) => tells(CLASSES_TOLD[language], message));

answersInConversation([
  ['sophia', 'I go to salsa classes every Thursday.', /(?:What do you like most about the classes|How long have you been going)\?$/],
  ['lucia', 'Los martes voy a clase de pintura.', /(?:¿Qué es lo que más te gusta de las clases\? \(What do you like most about the classes\?\)|¿Desde cuándo vas a esas clases\? \(How long have you been going to those classes\?\))$/],
]);
