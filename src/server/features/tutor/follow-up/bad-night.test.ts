/** A bad night's sleep is met with a word for it and a question about rest, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { BAD_NIGHT } from './bad-night';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a bad night', BAD_NIGHT, (message, language) => tells(BAD_NIGHT[language], message));

answersInConversation([
  ['sophia', "I didn't sleep well because of the storm.", /(?:Can you rest a little today|Do you often find it hard to sleep)\?$/],
  ['lucia', 'Anoche dormí fatal por el calor.', /(?:¿Puedes dormir un poco hoy\? \(Can you get some sleep today\?\)|¿Te cuesta dormir a menudo\? \(Do you often find it hard to sleep\?\))$/],
], { never: /anyone who helps|alguien que te ayude/ });
