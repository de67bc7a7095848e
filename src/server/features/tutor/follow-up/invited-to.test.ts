/** An invitation is asked when it is and whether they will go, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { INVITED_TO } from './invited-to';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('an invitation', INVITED_TO, (message, language) => tells(INVITED_TO[language], message));

answersInConversation([
  ['sophia', 'My friend invited me to her wedding.', /When is the wedding\?$/],
  ['lucia', 'Mi amiga me invitó a su boda.', /¿Cuándo es la boda\? \(When is it\?\)$/],
  ['sophia', 'My cousin invited me to his wedding in June.', /Are you going to go\?$/],
  ['lucia', 'Mi prima me invitó a su boda en septiembre.', /¿Vas a ir\? \(Are you going to go\?\)$/],
], { never: /What do you think about your friend|Qué piensas de tu amiga/ });
