/** Luck asked for: wished, and the learner asked to tell how it went, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LUCK_WISHED } from './luck-wished';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('luck wished', LUCK_WISHED, (message, language) => tells(LUCK_WISHED[language], message));

answersInConversation([
  ['daniel', 'Thank you, wish me luck!', /^Good luck.*(?:Will you come back and tell me how it went|What will you do to relax just before it)\?$/],
  ['lucia', 'Gracias, ¡deséame suerte!', /^¡(?:Mucha suerte|Suerte)!.*\? \([^)]+\)$/],
], { never: /about luck|sobre la suerte/ });
