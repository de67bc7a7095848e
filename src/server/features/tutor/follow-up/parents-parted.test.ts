/** Parents who parted are a hard time, asked how things are now, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PARENTS_PARTED } from './parents-parted';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('parents who parted', PARENTS_PARTED, (message, language) => tells(PARENTS_PARTED[language], message));

answersInConversation([
  ['sophia', 'My parents separated when I was a teenager.', /(?:How do you get on with your parents now|Do you see both of your parents often)\?$/],
  ['lucia', 'Mis padres se divorciaron hace muchos años.', /(?:¿Cómo te llevas ahora con tus padres\? \(How do you get on with your parents now\?\)|¿Ves a menudo a tus padres\? \(Do you see your parents often\?\))$/],
], { never: /How nice|Qué bonito|like doing together|Cómo se llaman/ });
