/** Working from home is asked about as such, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WORKS_FROM_HOME } from './works-from-home';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('work from home', WORKS_FROM_HOME, (message, language) => tells(WORKS_FROM_HOME[language], message));

answersInConversation([
  ['sophia', 'Since the pandemic I work from home.', /(?:What do you like most about working from home|How do you keep work and home apart)\?$/],
  ['lucia', 'Ahora trabajo desde casa casi siempre.', /(?:\(What do you like most about working from home\?\)|\(How do you keep work and home apart\?\))$/],
], { never: /Tienes hermanos|Do you have brothers/ });
