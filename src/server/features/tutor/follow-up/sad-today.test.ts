/** Sadness told alone is met with sorry and room to talk, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SAD_TODAY } from './sad-today';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('sad with no reason told', SAD_TODAY, (message, language) => tells(SAD_TODAY[language], message));

answersInConversation([
  ['sophia', 'I feel a bit low today.', /(?:Would you like to tell me what happened|What usually helps you feel better)\?$/],
  ['lucia', 'Me siento un poco triste.', /(?:¿Quieres contarme qué te pasa\? \(Do you want to tell me what is wrong\?\)|¿Qué te ayuda a sentirte mejor\? \(What helps you feel better\?\))$/],
], { never: /anyone who helps|alguien que te ayude/ });
