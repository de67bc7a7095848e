/** A wish to practise with the teacher is met gladly, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PRACTISE_WITH_ME } from './practise-with-me';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('practising with the teacher', PRACTISE_WITH_ME, (message, language) => tells(PRACTISE_WITH_ME[language], message));

answersInConversation([
  ['sophia', 'I would like to chat with you.', /(?:What would you like to talk about|What do you enjoy doing in your free time)\?$/],
  ['lucia', 'Quisiera conversar un poco contigo.', /(?:¿De qué te gustaría hablar\? \(What would you like to talk about\?\)|¿Qué te gusta hacer en tu tiempo libre\? \(What do you like doing in your free time\?\))$/],
], { never: /contigo\?|Cuándo vas/ });
