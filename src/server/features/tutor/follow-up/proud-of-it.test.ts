/** proud-of-it: read in both languages from its examples, and answered as such in a conversation. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PROUD_OF_IT } from './proud-of-it';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('proud-of-it', PROUD_OF_IT, (message, language) => tells(PROUD_OF_IT[language], message));

answersInConversation([
  // A first race finished is news (news-told-in-english.ts), with congratulations too.
  ['sophia', "I've just finished my first marathon!", /^Congratulations|^Well done/],
  ['sophia', "It was very hard but I'm so proud of myself.", /(?:How did it feel when you finished|What kept you going when it got hard)\?$/],
  ['lucia', 'Estoy muy orgullosa de mí misma.', /\((?:How did you feel when you finished|What helped you keep going when it was hard)\?\)$/],
], { never: /Ouch|makes sense|painful/ });
