/** Never having been abroad is met with where they would go first, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { NEVER_ABROAD } from './never-abroad';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('never abroad', NEVER_ABROAD, (message, language) => tells(NEVER_ABROAD[language], message));

answersInConversation([
  ['sophia', "I've never travelled abroad.", /(?:Which country would you like to visit first|If you could travel anywhere, where would you go)\?$/],
  ['lucia', 'Nunca he viajado a otro país.', /(?:¿Qué país te gustaría visitar primero\? \(Which country would you like to visit first\?\)|¿adónde irías\? \(If you could travel anywhere, where would you go\?\))$/],
], { never: /traditional dish|estación favorita/ });
