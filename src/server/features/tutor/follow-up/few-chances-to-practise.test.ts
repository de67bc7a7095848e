/** Few chances to practise is met as the chance this is, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FEW_CHANCES_TO_PRACTISE } from './few-chances-to-practise';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('few chances to practise', FEW_CHANCES_TO_PRACTISE, (message, language) => tells(FEW_CHANCES_TO_PRACTISE[language], message));

answersInConversation([
  ['sophia', "I don't have many chances to practice in my country.", /(?:What would you most like to be able to talk about in English|When do you think you will need to speak English most)\?$/],
  ['lucia', 'No tengo muchas oportunidades de practicar español en mi ciudad.', /(?:\(What would you like to be able to talk about in Spanish\?\)|\(When do you think you will need Spanish most\?\))$/],
], { never: /traditional dish|plato típico/ });
