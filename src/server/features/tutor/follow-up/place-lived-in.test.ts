/** The kind of place the learner lives in is asked about as a place to live, naming it, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PLACE_LIVED_IN } from './place-lived-in';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('the kind of place lived in', PLACE_LIVED_IN, (message, language) => tells(PLACE_LIVED_IN[language], message));

answersInConversation([
  ['sophia', 'I live in a quiet village by a river.', /(?:What do you like most about living in a quiet village|Have you always lived in a quiet village)\?$/],
  ['lucia', 'Vivo en una ciudad pequeña del norte.', /(?:¿Qué es lo que más te gusta de vivir en una ciudad pequeña\? \(What do you like most about living there\?\)|¿Siempre has vivido en una ciudad pequeña\? \(Have you always lived there\?\))$/],
], { never: /tell me about the|Me cuentas algo más/ });
