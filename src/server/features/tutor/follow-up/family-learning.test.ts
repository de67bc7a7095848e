/** Someone in the family learning a skill is asked about the lessons, or whether the learner can do it too. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FAMILY_LEARNING } from './family-learning';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('someone in the family learning a skill', FAMILY_LEARNING, (message, language) => tells(FAMILY_LEARNING[language], message));

answersInConversation([
  ['sophia', 'My daughter is learning to play the piano.', /Can you play the piano too\?$/],
  ['lucia', 'Mi hija está aprendiendo a tocar el piano.', /¿Tú también sabes tocar el piano\? \(Can you do it too\?\)$/],
], { never: /What does your daughter like doing|Cómo se llama tu hija/ });
