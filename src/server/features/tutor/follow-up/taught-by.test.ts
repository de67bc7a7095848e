/** A skill taught by someone of the family is asked about with them, in both languages. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { TAUGHT_BY } from './taught-by';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('taught by family', TAUGHT_BY, (message, language) => tells(TAUGHT_BY[language], message));

answersInConversation([
  ['sophia', 'My uncle taught me to fish.', /(?:Was your uncle a patient teacher|Do you still like to fish)\?$/],
  ['lucia', 'Mi tío me enseñó a pescar truchas.', /(?:¿Tuvo paciencia tu tío para enseñarte\? \(Were they patient when teaching you\?\)|¿Todavía te gusta pescar truchas\? \(Do you still enjoy it\?\))$/],
], { never: /called|Cómo se llama/ });

describe('what was taught, as the learner said it', () => {
  it.each([
    ['en', 'My dad taught me to drive when I was sixteen.', 'drive'],
    ['en', 'My brother taught me how to play the guitar.', 'play the guitar'],
    ['es', 'Mi abuela me enseñó a hacer tortillas.', 'hacer tortillas'],
    ['es', 'Mi papá me enseñó a manejar cuando tenía dieciséis años.', 'manejar'],
  ] as const)('(%s) %j: %j', (language, message, skill) => {
    expect(TAUGHT_BY[language].said.exec(message)?.groups?.skill).toBe(skill);
  });
});
