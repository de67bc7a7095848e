/** A film or series watched is asked what it is called and about, told to Lucía. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FILM_SEEN } from './film-seen';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a film seen', FILM_SEEN, (message, language) => tells(FILM_SEEN[language], message));

answersInConversation([
  ['lucia', 'Ayer vi una serie muy divertida.', /(?:¿Cómo se llama la serie\? \(What is it called\?\)|¿De qué trata\? \(What is it about\?\))$/],
], { never: /Qué te gusta más de la/ });
