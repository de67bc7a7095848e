/** A new haircut is asked whether they like it, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HAIRCUT } from './haircut';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a new haircut', HAIRCUT, (message, language) => tells(HAIRCUT[language], message));

answersInConversation([
  ['sophia', 'I got a haircut yesterday.', /(?:Are you happy with it|What made you want a change)\?$/],
  ['lucia', 'Hace dos semanas me corté el pelo.', /(?:¿Te gusta cómo te quedó\? \(Do you like how it turned out\?\)|¿Por qué querías un cambio\? \(What made you want a change\?\))$/],
], { never: /about your haircut|Qué piensas del pelo/ });
