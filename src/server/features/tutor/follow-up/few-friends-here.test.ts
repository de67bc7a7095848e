/** Few friends where the learner lives now: where they might meet people, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FEW_FRIENDS_HERE } from './few-friends-here';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('few friends here', FEW_FRIENDS_HERE, (message, language) => tells(FEW_FRIENDS_HERE[language], message));

answersInConversation([
  ['sophia', "I don't have many friends here because I moved recently.", /(?:Where would you like to meet people|Is there a club or a group you would like to join)\?$/],
  ['lucia', 'No tengo muchos amigos aquí porque me mudé hace poco.', /(?:¿Dónde te gustaría conocer gente\? \(Where would you like to meet people\?\)|¿Hay algún club o grupo que te interese\? \(Is there a club or a group you are interested in\?\))$/],
], { never: /What do you think about friends|importantes los amigos/ });
