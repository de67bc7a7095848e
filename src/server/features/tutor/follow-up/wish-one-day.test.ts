/** A wish for one day is met with a hope and asked when, naming it, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { tells } from './told-rule';
import { WISH_ONE_DAY } from './wish-one-day';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a wish for one day', WISH_ONE_DAY, (message, language) => tells(WISH_ONE_DAY[language], message));

answersInConversation([
  ['sophia', 'I would love to visit my old school one day.', /(?:When do you think you might visit your old school|What would make it possible)\?$/],
  ['lucia', 'Me gustaría escribir un libro algún día.', /(?:¿Cuándo crees que podrás escribir un libro\? \(When do you think you might do it\?\)|¿Qué haría falta para conseguirlo\? \(What would it take\?\))$/],
], { never: /glad to hear|Con quién vas/ });
