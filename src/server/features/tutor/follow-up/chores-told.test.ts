/** Jobs about the home to do are met as chores, not as treats, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { CHORES_TOLD } from './chores-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('chores about the home', CHORES_TOLD, (message, language) => tells(CHORES_TOLD[language], message));

answersInConversation([
  ['sophia', 'This weekend I am going to clean my flat.', /(?:How long does it take you to clean your flat|Do you put on music while you clean your flat)\?$/],
  ['lucia', 'Mañana tengo que limpiar la casa.', /(?:¿Cuánto tiempo tardas en limpiar tu casa\? \(How long does it take you\?\)|¿Te gusta limpiar tu casa o es algo que hay que hacer\? \(Do you like it, or is it something that has to be done\?\))$/],
  // A chore the message does not name a room for: the questions that name nothing.
  ['sophia', 'I have to do the ironing tonight.', /(?:Do you put on music while you do it|Do you like it, or is it just something that has to be done)\?$/],
], { never: /looking forward|te apetece/ });
