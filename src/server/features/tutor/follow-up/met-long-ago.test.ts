/** How the learner met someone close is met as a story, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MET_LONG_AGO, MET_THEM } from './met-long-ago';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('how they met', MET_LONG_AGO, (message, language) => tells(MET_LONG_AGO[language], message));
eachLanguageReadsItsExamples('how they met, the other way round', MET_THEM, (message, language) => tells(MET_THEM[language], message));

answersInConversation([
  ['sophia', 'My wife and I met at university.', /(?:What was your wife like back then|What do you like doing together now)\?$/],
  ['lucia', 'Mi esposo y yo nos conocimos en un concierto.', /(?:¿Cómo era tu esposo entonces\? \(What were they like back then\?\)|¿Qué os gusta hacer juntos ahora\? \(What do you like doing together now\?\))$/],
  ['lucia', 'Conocí a mi novia en una fiesta.', /(?:¿Cómo era tu novia entonces\? \(What were they like back then\?\)|¿Qué os gusta hacer juntos ahora\? \(What do you like doing together now\?\))$/],
], { never: /your week|tu semana|Cómo se llama/ });
