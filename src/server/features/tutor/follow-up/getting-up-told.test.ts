/** When the learner gets up, told as a habit, is asked about as their mornings. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { GETTING_UP_TOLD } from './getting-up-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('when the learner gets up', GETTING_UP_TOLD, (message, language) => tells(GETTING_UP_TOLD[language], message));

answersInConversation([
  ['sophia', 'I get up at half past six on weekdays.', /(?:What is a normal morning like for you|Is it hard for you to get up in the morning)\?$/],
  ['lucia', 'Me levanto a las ocho y voy a la universidad.', /(?:¿Cómo es una mañana normal para ti\? \(What is a normal morning like for you\?\)|¿Te cuesta levantarte por la mañana\? \(Is it hard for you to get up in the morning\?\))$/],
]);
