/** An old friend seen again is asked how long it had been, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { OLD_FRIEND_SEEN } from './old-friend-seen';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('an old friend seen again', OLD_FRIEND_SEEN, (message, language) => tells(OLD_FRIEND_SEEN[language], message));

answersInConversation([
  ['sophia', 'Yesterday I met my old friend from school.', /(?:How long had it been since you last saw each other|What did you talk about)\?$/],
  ['lucia', 'Ayer me encontré con un viejo amigo en el metro.', /(?:¿Cuánto tiempo hacía que no os veíais\? \(How long had it been since you last saw each other\?\)|¿De qué hablasteis\? \(What did you talk about\?\))$/],
], { never: /What do you think about your old friend|Qué piensas de/ });
