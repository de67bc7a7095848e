/** Not knowing yet what to do in life is met as normal, and asked what draws them, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { UNSURE_FUTURE } from './unsure-future';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a future not chosen yet', UNSURE_FUTURE, (message, language) => tells(UNSURE_FUTURE[language], message));

answersInConversation([
  ['sophia', "I really don't know what I want to do after school.", /(?:What would you love to do if you could choose anything|Which subjects or kinds of work interest you most)\?$/],
  ['lucia', 'Aún no sé qué quiero estudiar.', /(?:¿Qué te gustaría hacer si pudieras elegir cualquier cosa\? \(What would you like to do if you could choose anything\?\)|¿Qué cosas te interesan más\? \(What interests you most\?\))$/],
], { never: /Por qué quieres hacer|Qué emocionante|place in your town/ });
