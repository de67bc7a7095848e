/** A skill taught by someone of the family is asked about with them, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { TAUGHT_BY } from './taught-by';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('taught by family', TAUGHT_BY, (message, language) => tells(TAUGHT_BY[language], message));

answersInConversation([
  ['sophia', 'My uncle taught me to fish.', /(?:Was your uncle a patient teacher|Do you still like to fish)\?$/],
  ['lucia', 'Mi tío me enseñó a pescar.', /(?:¿Tuvo paciencia tu tío para enseñarte\? \(Were they patient when teaching you\?\)|¿Todavía te gusta pescar\? \(Do you still enjoy it\?\))$/],
], { never: /called|Cómo se llama/ });
