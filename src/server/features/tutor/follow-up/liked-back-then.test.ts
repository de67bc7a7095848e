/** Something liked back then is asked whether they still enjoy it, naming it, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LIKED_BACK_THEN } from './liked-back-then';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('liked back then', LIKED_BACK_THEN, (message, language) => tells(LIKED_BACK_THEN[language], message));

answersInConversation([
  ['sophia', 'I used to love climbing trees with my cousins.', /(?:Do you still enjoy climbing trees|What made you stop)\?$/],
  ['lucia', 'Me gustaba mucho bailar con mi abuela.', /(?:¿Todavía te gusta bailar\? \(Do you still enjoy it\?\)|¿Por qué lo dejaste\? \(Why did you stop\?\))$/],
], { never: /Where does|Dónde vive/ });
