/** A home the learner is looking for is asked about as a search. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HOME_SEARCH } from './home-search';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a home the learner is looking for', HOME_SEARCH, (message, language) => tells(HOME_SEARCH[language], message));

answersInConversation([
  ['sophia', "I'm looking for a new flat with a garden.", /(?:Which area are you looking in|What matters most to you in a new home)\?$/],
  ['lucia', 'Busco un apartamento con terraza.', /(?:¿En qué zona te gustaría vivir\? \(Which area would you like to live in\?\)|¿Qué es lo más importante para ti en una casa nueva\? \(What matters most to you in a new home\?\))$/],
], { never: /piensas|think about/ });
