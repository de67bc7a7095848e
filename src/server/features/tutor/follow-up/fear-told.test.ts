/** A fear told is asked about as a fear, not as a liking. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FEAR_TOLD } from './fear-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a fear told', FEAR_TOLD, (message, language) => tells(FEAR_TOLD[language], message));

answersInConversation([
  ['sophia', "I'm afraid of spiders.", /(?:Has it always been that way|What do you do when it happens)\?$/],
  ['lucia', 'Tengo miedo de las tormentas.', /(?:¿Siempre has tenido ese miedo\? \(Have you always had that fear\?\)|¿Qué haces cuando te pasa\? \(What do you do when it happens\?\))$/],
], { never: /like most|gusta más/ });
