/** A skill the learner just learned is met with well done, how and what next, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SKILL_LEARNED } from './skill-learned';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a skill learned', SKILL_LEARNED, (message, language) => tells(SKILL_LEARNED[language], message));

answersInConversation([
  ['sophia', 'Last month I learned to play chess.', /(?:How did you learn|What would you like to learn next)\?$/],
  ['lucia', 'El verano pasado aprendí a hacer surf.', /(?:¿Cómo aprendiste\? \(How did you learn\?\)|¿Qué te gustaría aprender ahora\? \(What would you like to learn next\?\))$/],
], { never: /Cómo es tu madre|Do you have a pet|Tienes mascota/ });
