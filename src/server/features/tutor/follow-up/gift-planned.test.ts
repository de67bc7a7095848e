/** A present the learner means to buy is asked about as a present, not as the person it is for. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { GIFT_PLANNED } from './gift-planned';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a present the learner means to buy', GIFT_PLANNED, (message, language) => tells(GIFT_PLANNED[language], message));

answersInConversation([
  ['sophia', 'I have to buy a gift for my grandmother.', /(?:What is the occasion|Do you have any ideas yet)\?$/],
  ['lucia', 'Tengo que comprar un regalo para mi abuela.', /(?:¿Es para alguna ocasión especial\? \(Is it for a special occasion\?\)|¿Ya tienes alguna idea\? \(Do you have any ideas yet\?\))$/],
], { never: /live|vive/ });
