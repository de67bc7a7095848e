/** Fights in the family are met as common, and asked what about, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FAMILY_QUARRELS } from './family-quarrels';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('family quarrels', FAMILY_QUARRELS, (message, language) => tells(FAMILY_QUARRELS[language], message));

answersInConversation([
  ['sophia', 'My sister and I argue all the time.', /(?:What do you usually fight about|Do you get on well most of the time)\?$/],
  ['lucia', 'Mi hermana y yo discutimos todo el tiempo.', /(?:¿Por qué soléis pelearos\? \(What do you usually fight about\?\)|¿Os lleváis bien el resto del tiempo\? \(Do you get on well the rest of the time\?\))$/],
], { never: /Where does|Dónde vive|live near/ });
