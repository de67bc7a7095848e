/** wants-to-give-up: read in both languages from its examples, and answered as such in a conversation. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WANTS_TO_GIVE_UP } from './wants-to-give-up';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('wants-to-give-up', WANTS_TO_GIVE_UP, (message, language) => tells(WANTS_TO_GIVE_UP[language], message));

answersInConversation([
  ['sophia', 'sometimes I want to give up', /(?:What is making it feel so hard at the moment|What would make things a little lighter this week)\?$/],
  ['ethan', 'I feel very bad and I want to quit', /(?:What is making it feel so hard at the moment|What would make things a little lighter this week)\?$/],
  ['lucia', 'A veces quiero rendirme.', /\((?:What weighs on you most right now|What would help you a little this week)\?\)$/],
], { never: /great plan|getting ready|looking forward/ });
