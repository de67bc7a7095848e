/** A learner calling themselves stupid or a failure is met with kindness, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SELF_BLAME } from './self-blame';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('self-blame', SELF_BLAME, (message, language) => tells(SELF_BLAME[language], message));

answersInConversation([
  ['sophia', 'I feel like I am stupid.', /^(?:You're not stupid at all|Please don't be so hard on yourself).*(?:What would you say to a friend who felt like this|What is one thing you did well this week, even a small one)\?$/],
  ['lucia', 'Me siento tonta, no entiendo nada.', /^(?:¡Para nada!|No seas tan exigente contigo)/],
], { never: /How lovely|relax|Qué bien|¡Vale/ });
