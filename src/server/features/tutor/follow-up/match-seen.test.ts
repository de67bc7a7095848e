/** A match the learner went to or watched is asked about as a match, not as the company. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MATCH_SEEN } from './match-seen';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a match the learner saw', MATCH_SEEN, (message, language) => tells(MATCH_SEEN[language], message));

answersInConversation([
  ['sophia', 'Last Sunday I went to a football match with my uncle.', /(?:Who won|What was the atmosphere like)\?$/],
  ['lucia', 'El domingo fui al partido con mi tío.', /(?:¿Quién ganó\? \(Who won\?\)|¿Qué tal el ambiente\? \(What was the atmosphere like\?\))$/],
], { never: /Cómo es tu|What is your/ });
