/** A habit the learner gave up is met with well done and how they managed it, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HABIT_GIVEN_UP } from './habit-given-up';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a habit given up', HABIT_GIVEN_UP, (message, language) => tells(HABIT_GIVEN_UP[language], message));

answersInConversation([
  ['sophia', 'I stopped smoking two years ago and I feel much better.', /(?:How did you manage it|What was the hardest part of giving it up|What difference has it made for you)\?$/],
  ['lucia', 'Dejé de fumar el año pasado.', /(?:¿Cómo lo conseguiste\? \(How did you manage it\?\)|¿Qué fue lo más difícil de dejarlo\? \(What was the hardest part of giving it up\?\))$/],
], { never: /get into|learn this year|fumar\?/ });
