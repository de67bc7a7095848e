/** A concert, a play or a festival the learner went to is asked about as a show. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SHOW_SEEN } from './show-seen';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a show the learner went to', SHOW_SEEN, (message, language) => tells(SHOW_SEEN[language], message));

answersInConversation([
  ['sophia', 'My cousin and I went to a rock concert on Friday.', /(?:How was it|What was the best part)\?$/],
  ['lucia', 'El viernes fui a un concierto de rock.', /(?:¿Qué tal estuvo\? \(How was it\?\)|¿Qué fue lo mejor\? \(What was the best part\?\))$/],
], { never: /cook|cocinar/ });
