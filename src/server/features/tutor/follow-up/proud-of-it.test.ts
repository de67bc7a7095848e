/** proud-of-it: read in both languages from its examples, and answered as such in a conversation. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PROUD_OF_IT } from './proud-of-it';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('proud-of-it', PROUD_OF_IT, (message, language) => tells(PROUD_OF_IT[language], message));

answersInConversation([
  ['sophia', "I've just finished my first marathon!", /(?:How did it feel when you finished|What kept you going when it got hard)\?$/],
  ['sophia', "It was very hard but I'm so proud of myself.", /(?:How did it feel when you finished|What kept you going when it got hard)\?$/],
  // An exam passed is met by the news it is first (news-told), with the same congratulations.
  ['lucia', '¡Por fin aprobé el examen de conducir!', /^¡Enhorabuena!/],
], { never: /Ouch|makes sense|painful/ });
