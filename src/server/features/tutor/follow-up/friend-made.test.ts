/** A new friend the learner made is asked about as a friendship, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FRIEND_MADE } from './friend-made';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a new friend made', FRIEND_MADE, (message, language) => tells(FRIEND_MADE[language], message));

answersInConversation([
  ['sophia', 'I made a new friend at work, her name is Anna.', /(?:How did you meet|What do you have in common)\?$/],
  ['lucia', 'Hice una nueva amiga en el trabajo, se llama Ana.', /(?:\(How did you meet\?\)|\(What do you have in common\?\))$/],
], { never: /importante el trabajo|about the new friend/ });
