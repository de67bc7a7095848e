/** No plans yet for the days ahead is met as fine, and asked what they feel like doing, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PLANS_OPEN } from './plans-open';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('plans still open', PLANS_OPEN, (message, language) => tells(PLANS_OPEN[language], message));

answersInConversation([
  ['sophia', "I don't know what to do tomorrow.", /(?:What do you feel like doing|Would you rather relax at home or go out)\?$/],
  ['lucia', 'No sé qué hacer mañana.', /(?:¿Qué te apetece hacer\? \(What do you feel like doing\?\)|¿Prefieres descansar en casa o salir\? \(Would you rather rest at home or go out\?\))$/],
], { never: /something different|Por qué quieres|hay tiempo para descubrirlo/ });
