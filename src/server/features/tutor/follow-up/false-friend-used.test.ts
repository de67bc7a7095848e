/** A Spanish false friend used as the English word: Lucía warns and gives the Spanish for what was meant; news stays news. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FALSE_FRIEND_USED } from './false-friend-used';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a false friend used', FALSE_FRIEND_USED, (message, language) => tells(FALSE_FRIEND_USED[language], message));

answersInConversation([
  ['lucia', 'Estoy embarazada de aprender español porque no sé hablar bien', /^¡Cuidado! «Embarazada» quiere decir «pregnant»\..*(?:¿Qué es lo que más vergüenza te da\?|¿Me lo dices otra vez con «me da vergüenza»\?) \([^)]+\)$/],
], { never: /Enhorabuena|Congratulations/ });
