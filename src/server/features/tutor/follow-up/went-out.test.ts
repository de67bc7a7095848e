/** A night out is asked how it was and what they did, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { tells } from './told-rule';
import { WENT_OUT } from './went-out';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a night out', WENT_OUT, (message, language) => tells(WENT_OUT[language], message));

answersInConversation([
  ['sophia', 'On Friday I went out with some colleagues.', /(?:Did you have a good time\?|What did you get up to\?)$/],
  ['lucia', 'Anoche salí con mis amigos.', /(?:¿Qué tal lo pasasteis\? \(Did you have a good time\?\)|¿Qué hicisteis\? \(What did you do\?\))$/],
], { never: /What do you think about your|Qué piensas de tus|más de tus/ });

answersInConversation([
  ['sophia', 'We went out for dinner on Saturday and it was great.', /What did you get up to\?$/],
  ['lucia', 'Anoche salí con mis amigas y fue genial.', /¿Qué hicisteis\? \(What did you do\?\)$/],
]);
