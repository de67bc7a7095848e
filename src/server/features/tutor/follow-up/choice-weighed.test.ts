/** A choice the learner weighs is asked about as one, in both languages; never met as being stuck for words. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { CHOICE_WEIGHED } from './choice-weighed';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a choice weighed', CHOICE_WEIGHED, (message, language) => tells(CHOICE_WEIGHED[language], message));

answersInConversation([
  ['sophia', 'I am thinking about buying a new laptop but I am not sure which one.', /(?:What matters most to you when you choose|What are the options you are thinking about)\?$/],
  ['lucia', 'Estoy pensando en comprar un coche pero no sé cuál.', /(?:\(What matters most to you when you choose\?\)|\(What options do you have in mind\?\))$/],
], { never: /come back to it|something different|No pasa nada|Sin prisa/ });
