/** Things lost are asked whether they turned up, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LOST_THINGS } from './lost-things';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('things lost', LOST_THINGS, (message, language) => tells(LOST_THINGS[language], message));

answersInConversation([
  ['sophia', 'I lost my keys this morning.', /(?:Did you find them in the end|What are you going to do)\?$/],
  ['lucia', 'Esta mañana perdí mis llaves.', /(?:¿Han aparecido\? \(Have they turned up\?\)|¿Qué vas a hacer\? \(What are you going to do\?\))$/],
], { never: /anyone who helps|alguien que te ayude/ });
