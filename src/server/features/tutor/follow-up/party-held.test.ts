/** A party or a meal held is asked how it went, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { PARTY_HELD } from './party-held';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a party held', PARTY_HELD, (message, language) => tells(PARTY_HELD[language], message));

answersInConversation([
  ['sophia', "We had a big party for my dad's birthday.", /(?:How did the party go|How many people came)\?$/],
  ['lucia', 'Organizamos una cena para mis abuelos.', /(?:¿Qué tal salió la cena\? \(How did it go\?\)|¿Cuánta gente fue\? \(How many people came\?\))$/],
], { never: /Qué piensas de tus|What do you think about your/ });
