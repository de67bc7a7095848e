/** Someone close who died is met with sorrow and room to talk about them, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LOSS_TOLD } from './loss-told';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('someone close who died', LOSS_TOLD, (message, language) => LOSS_TOLD[language].said.test(message));

answersInConversation([
  ['sophia', 'My grandfather passed away last month.', /^I'm so sorry.*(?:Would you like to tell me a little about him|What do you remember most about him)\?$/],
  ['sophia', 'My grandmother died in the spring.', /(?:about her)\?$/],
  ['sophia', 'My grandfather taught me to fish, but he passed away two years ago.', /^I'm so sorry.*(?:about him|of him)\?$/],
  ['lucia', 'Mi abuelo murió hace dos años, lo extraño mucho.', /^Lo siento (?:muchísimo|mucho)/],
  ['lucia', 'Mi abuela murió el año pasado.', /^Lo siento mucho.*(?:¿Quieres contarme algo sobre ella\?|¿Qué es lo que más recuerdas de ella\?) \((?:Would you like to tell me a little about her|What do you remember most about her)\?\)$/],
], { never: /handle it|Oh, entiendo|glad|lovely|nice|bonito|What did you do then/ });
