/** How the learner gets to work or class is asked about as their journey. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { COMMUTE_TOLD } from './commute-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('how the learner gets around', COMMUTE_TOLD, (message, language) => tells(COMMUTE_TOLD[language], message));

answersInConversation([
  ['sophia', 'I go to school by tram.', /(?:How long does it take you|Do you like travelling that way)\?$/],
  ['lucia', 'Voy a clase en metro.', /(?:¿Cuánto tiempo tardas\? \(How long does it take you\?\)|¿Te gusta ir así\? \(Do you like travelling that way\?\))$/],
], { never: /piensas|think about/ });
