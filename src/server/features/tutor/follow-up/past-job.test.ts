/** A job the learner had is asked about in the past, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PAST_JOB } from './past-job';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a job had before', PAST_JOB, (message, language) => tells(PAST_JOB[language], message));

answersInConversation([
  ['sophia', 'Two years ago I worked in a hotel in London.', /(?:What was your work there like|What did you learn from working there)\?$/],
  ['lucia', 'El año pasado trabajé en una tienda de zapatos.', /(?:¿Qué hacías en ese trabajo\? \(What did you do in that job\?\)|¿Qué aprendiste en ese trabajo\? \(What did you learn in that job\?\))$/],
], { never: /normal working|día normal|Te gusta trabajar/ });
