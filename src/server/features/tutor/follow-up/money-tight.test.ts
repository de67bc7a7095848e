/** Money tight is met with a word for it and how they save, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MONEY_TIGHT } from './money-tight';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('money tight', MONEY_TIGHT, (message, language) => tells(MONEY_TIGHT[language], message));

answersInConversation([
  ['sophia', 'I never have enough money at the end of the month.', /(?:What do you do to save money|Do you have any tricks for spending less money)\?$/],
  ['lucia', 'Nunca tengo dinero a final de mes.', /(?:¿Qué haces para ahorrar dinero\? \(What do you do to save money\?\)|¿Tienes algún truco para gastar menos dinero\? \(Do you have any tricks for spending less money\?\))$/],
], { never: /anyone who helps|alguien que te ayude/ });
