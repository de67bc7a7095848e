/** Someone of the family described as they were is asked what the learner remembers of them, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PERSON_REMEMBERED } from './person-remembered';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('someone remembered', PERSON_REMEMBERED, (message, language) => tells(PERSON_REMEMBERED[language], message));

answersInConversation([
  ['sophia', 'My grandmother was always so generous.', /(?:What do you remember most about your grandmother|What did you learn from your grandmother)\?$/],
  ['lucia', 'Mi abuela era muy cariñosa con todos.', /(?:¿Qué es lo que más recuerdas de tu abuela\? \(What do you remember most about them\?\)|¿Qué aprendiste de tu abuela\? \(What did you learn from them\?\))$/],
], { never: /Where does|What is your grandmother like|Dónde vive|Cómo es tu/ });
