/** A long or hard day is met and asked about, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LONG_DAY } from './long-day';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a long day', LONG_DAY, (message, language) => tells(LONG_DAY[language], message));

answersInConversation([
  ['sophia', 'Yesterday was a really hard day.', /(?:What was the hardest part of the day|Were you able to rest after such a day)\?$/],
  ['lucia', 'Ayer fue un día muy duro.', /(?:¿Qué fue lo más difícil del día\? \(What was the hardest part of the day\?\)|¿Pudiste descansar después de un día así\? \(Were you able to rest after a day like that\?\))$/],
], { never: /vacaciones|holidays/ });
