/** The day someone in the family was born, remembered: how old they were, what they remember. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { BORN_REMEMBERED } from './born-remembered';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a birth remembered', BORN_REMEMBERED, (message, language) => tells(BORN_REMEMBERED[language], message));

answersInConversation([
  ['sophia', 'The best day of my life was when my brother was born.', /How old were you when your brother was born\?$/],
  ['lucia', 'El mejor día de mi vida fue cuando nació mi hermano.', /¿Cuántos años tenías cuando nació tu hermano\? \(How old were you\?\)$/],
], { never: /Where does your|Dónde vive/ });
