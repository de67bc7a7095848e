/** How long the learner has studied the language is met with what they find hardest or what has helped. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { STUDIED_LONG } from './studied-long';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('how long the learner has studied the language', STUDIED_LONG, (message, language) => tells(STUDIED_LONG[language], message));

answersInConversation([
  ['sophia', 'I have been learning English for three years.', /(?:What do you find hardest about English|What has helped you most so far)\?$/],
  ['lucia', 'Hace un año que estudio español.', /(?:¿Qué es lo más difícil del español para ti\? \(What do you find hardest about Spanish\?\)|¿Qué te ha ayudado más hasta ahora\? \(What has helped you most so far\?\))$/],
], { never: /What do you think about English|Qué piensas/ });
