/** A new job started lately, told to Lucía, is asked how it is going. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { JOB_STARTED } from './job-started';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a new job started', JOB_STARTED, (message, language) => tells(JOB_STARTED[language], message));

answersInConversation([
  ['lucia', 'Empecé un trabajo nuevo el mes pasado y mi jefe es muy simpático.', /(?:¿Qué tal te va en el trabajo nuevo\? \(How is the new job going\?\)|¿Qué es lo que más te gusta del trabajo nuevo\? \(What do you like most about the new job\?\))$/],
], { never: /Me cuentas algo más/ });
