/** Work to come is met as an experience ahead, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { JOB_TO_COME } from './job-to-come';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('work to come', JOB_TO_COME, (message, language) => tells(JOB_TO_COME[language], message));

answersInConversation([
  ['sophia', "I'm going to work at a summer camp in August.", /(?:What will your work there be like|Are you looking forward to working there)\?$/],
  ['lucia', 'Voy a trabajar en un hotel este verano.', /(?:¿Qué vas a hacer en ese trabajo\? \(What will you do in that job\?\)|¿Tienes ganas de empezar a trabajar allí\? \(Are you looking forward to working there\?\))$/],
], { never: /wanted to work|Con quién vas/ });
