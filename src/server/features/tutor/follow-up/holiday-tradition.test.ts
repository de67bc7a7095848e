/** How the family keeps a holiday is met as a tradition, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HOLIDAY_TRADITION } from './holiday-tradition';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a holiday tradition', HOLIDAY_TRADITION, (message, language) => tells(HOLIDAY_TRADITION[language], message));

answersInConversation([
  ['sophia', 'At Christmas we always make cookies together.', /(?:What do you like most about Christmas with your family|Who in your family keeps that tradition going)\?$/],
  ['lucia', 'En Nochebuena mi familia siempre canta villancicos.', /(?:¿Qué es lo que más te gusta de Nochebuena con tu familia\? \(What do you like most about it with your family\?\)|¿Quién mantiene esa tradición en tu familia\? \(Who keeps that tradition going in your family\?\))$/],
], { never: /What do you think about|Qué piensas de/ });
