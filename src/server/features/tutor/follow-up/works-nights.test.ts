/** Working nights is asked about as such, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WORKS_NIGHTS } from './works-nights';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('work nights', WORKS_NIGHTS, (message, language) => tells(WORKS_NIGHTS[language], message));

answersInConversation([
  ['sophia', 'I am a nurse and I work nights, so I am always tired.', /(?:How do you manage to sleep during the day|How do you keep your energy up on a night shift)\?$/],
  ['lucia', 'Me gusta mi trabajo pero es muy difícil porque yo trabajo de noche.', /(?:\(How do you sleep during the day\?\)|\(What do you do to keep your energy up at night\?\))$/],
], { never: /alguien que te ayude|anyone who helps you|lo siento mucho/ });
