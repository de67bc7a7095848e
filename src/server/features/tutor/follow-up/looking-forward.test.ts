/** Something longed for is met with shared excitement, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LOOKING_FORWARD } from './looking-forward';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('something longed for', LOOKING_FORWARD, (message, language) => tells(LOOKING_FORWARD[language], message));

answersInConversation([
  ['sophia', "I can't wait to see my cousins in August.", /(?:When will it be|What are you looking forward to most)\?$/],
  ['lucia', 'Tengo muchas ganas de terminar el semestre.', /(?:¿Cuándo será\? \(When will it be\?\)|¿Por qué tienes tantas ganas\? \(Why are you looking forward to it so much\?\))$/],
], { never: /de las ganas|about your work or your studies/ });
