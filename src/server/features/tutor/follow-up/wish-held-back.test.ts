/** A wish held back is met with a hope for one day, naming what is wished for, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WISH_HELD_BACK } from './wish-held-back';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a wish held back', WISH_HELD_BACK, (message, language) => tells(WISH_HELD_BACK[language], message));

answersInConversation([
  ['sophia', 'I would like to have a cat but my landlord says no.', /(?:What kind of cat would you like|What would make it possible one day)\?$/],
  ['lucia', 'Me gustaría tener un gato pero mi casero no quiere.', /(?:¿Qué tipo de gato te gustaría tener\? \(What kind would you like\?\)|¿Qué haría falta para conseguirlo\? \(What would it take\?\))$/],
], { never: /glad to hear|Cuándo vas a tener/ });
