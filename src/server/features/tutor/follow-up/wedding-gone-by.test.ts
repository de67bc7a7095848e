/** A wedding gone by in the family or among friends is asked how it was, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WEDDING_GONE_BY } from './wedding-gone-by';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a wedding gone by', WEDDING_GONE_BY, (message, language) => tells(WEDDING_GONE_BY[language], message));

answersInConversation([
  ['sophia', 'My cousin got married last Saturday.', /(?:How was your cousin's wedding|What was the best part of the wedding)\?$/],
  ['lucia', 'Mi prima se casó el sábado.', /(?:¿Qué tal fue la boda de tu prima\? \(How was the wedding\?\)|¿Qué fue lo mejor de la boda\? \(What was the best part of the wedding\?\))$/],
], { never: /Where does your|Dónde vive/ });
