/** A move to another city or country is asked how it was to get used to, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MOVED_AWAY } from './moved-away';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a move away', MOVED_AWAY, (message, language) => tells(MOVED_AWAY[language], message));

answersInConversation([
  ['sophia', 'When I was twelve we moved to another country.', /(?:Was it hard to get used to the new country|What did you miss most about your old country)\?$/],
  ['lucia', 'De niña nos mudamos a otro país.', /(?:¿Te costó acostumbrarte al cambio de país\? \(Was it hard to get used to the move\?\)|¿Cómo fue para ti el cambio de país\? \(How was the move for you\?\))$/],
], { never: /tell me more|Me cuentas/ });
