/** A complaint about where the learner lives is met and asked about, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PLACE_COMPLAINT } from './place-complaint';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a complaint about the place', PLACE_COMPLAINT, (message, language) => tells(PLACE_COMPLAINT[language], message));

answersInConversation([
  ['sophia', 'My street is really noisy at night.', /(?:Is there a quiet place in your street that you like|Would you like to live somewhere else)\?$/],
  ['lucia', 'Mi barrio es muy ruidoso por la noche.', /(?:¿Hay algún sitio tranquilo en tu barrio que te guste\? \(Is there a quiet place there that you like\?\)|¿Te gustaría vivir en otro sitio\? \(Would you like to live somewhere else\?\))$/],
], { never: /anyone who helps|Qué haces cuando/ });
