/** A place never been to is asked what they would like to see there, in both languages; not who they went with. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { NEVER_BEEN } from './never-been';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a place never been to', NEVER_BEEN, (message, language) => tells(NEVER_BEEN[language], message));

answersInConversation([
  ['sophia', 'We have never been to Lisbon.', /(?:What would you most like to see in Lisbon|What made you want to go to Lisbon)\?$/],
  ['lucia', 'Nunca he estado en México pero mi amiga dice que es muy bonito.', /(?:¿Qué te gustaría ver en México\?|¿Por qué quieres ir a México\?) \([^)]+\)$/],
], { never: /fuiste|did you go|Have you been/ });
