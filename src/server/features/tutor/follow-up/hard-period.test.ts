/** A hard stretch is asked what is hardest about it, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HARD_PERIOD } from './hard-period';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a hard stretch', HARD_PERIOD, (message, language) => tells(HARD_PERIOD[language], message));

answersInConversation([
  ['sophia', 'This term has been really difficult.', /(?:What is the hardest part of this term|What helps you keep going)\?$/],
  ['lucia', 'Esta semana ha sido muy dura.', /(?:¿Qué es lo más difícil de esta semana\? \(What is the hardest part of it\?\)|¿Qué te ayuda a seguir adelante\? \(What helps you keep going\?\))$/],
], { never: /anyone who helps|alguien que te ayude/ });
