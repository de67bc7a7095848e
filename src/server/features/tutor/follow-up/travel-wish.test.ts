/** A wish to travel held back by money or time is asked where they would go first, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { TRAVEL_WISH } from './travel-wish';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a wish to travel held back', TRAVEL_WISH, (message, language) => tells(TRAVEL_WISH[language], message));

answersInConversation([
  ['sophia', "I want to travel more but I don't have the money.", /(?:If money were no problem, where would you go first|Is there a place near you that you would like to explore)\?$/],
  ['lucia', 'Quiero viajar por Europa pero no tengo dinero.', /(?:\(If money were no problem, where would you go first\?\)|\(Is there a place near you that you would like to explore\?\))$/],
], { never: /become part of your life|glad to hear/ });
