/** A pet that just came home is asked its name and how it is settling in, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PET_ARRIVED } from './pet-arrived';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a pet just arrived', PET_ARRIVED, (message, language) => tells(PET_ARRIVED[language], message));

answersInConversation([
  ['sophia', 'Last Saturday we adopted a dog from a rescue centre.', /(?:What did you call your new friend|How is the new arrival settling in)\?$/],
  ['lucia', 'El domingo adoptamos un perro.', /(?:¿Qué nombre le habéis puesto\? \(What name did you give it\?\)|¿Cómo se está adaptando\? \(How is it settling in\?\))$/],
], { never: /How long have you had|Cuántos años tiene/ });
