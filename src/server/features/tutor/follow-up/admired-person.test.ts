/** Someone admired: what the learner has learned from them, never met as a hard time. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { ADMIRED_PERSON } from './admired-person';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('someone admired', ADMIRED_PERSON, (message, language) => tells(ADMIRED_PERSON[language], message));

answersInConversation([
  ['sophia', 'I admire my mother because she works very hard.', /What have you learned from your mother\?$/],
  ['lucia', 'Admiro mucho a mi madre porque trabaja muy duro.', /¿Qué has aprendido de tu madre\? \(What have you learned from them\?\)$/],
], { never: /anyone who helps|alguien que te ayude|lo siento/i });
