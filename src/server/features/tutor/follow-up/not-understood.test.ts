/** not-understood: read in both languages from its examples, and answered as such in a conversation. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { NOT_UNDERSTOOD } from './not-understood';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('not-understood', NOT_UNDERSTOOD, (message, language) => tells(NOT_UNDERSTOOD[language], message));

answersInConversation([
  ['sophia', 'I feel like nobody understand me when I speak english', /(?:When does it happen most: with the words, or with how they sound|What do people usually do when they don’t understand you)\?$/],
  // Told to Lucía of her Spanish, the sounds come first (a reply of its own, before this rule): frustration met all the same.
  ['lucia', 'Nadie me entiende cuando hablo español.', /frustrante/],
], { never: /glad to hear|lovely/i });
