/** A view about people or the world in general is asked why, when no bank question is on its topic, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { GENERAL_OPINION, givesGeneralOpinion } from './general-opinion';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a general opinion', GENERAL_OPINION, (message, language) => givesGeneralOpinion(message, language === 'es'));

answersInConversation([
  ['sophia', 'I believe children spend too much time on their phones.', /(?:Why do you think that about children|Do you think most people agree with you)\?$/],
  ['lucia', 'Pienso que los niños pasan demasiado tiempo con el móvil.', /(?:¿Por qué piensas eso de los niños\? \(Why do you think that about children\?\)|¿Crees que mucha gente está de acuerdo contigo\? \(Do you think many people agree with you\?\))$/],
  ['lucia', 'Creo que la gente debería usar más el transporte público.', /(?:de la gente\? \(Why do you think that about people\?\)|de acuerdo contigo\? \(Do you think many people agree with you\?\))$/],
], { never: /importantes? .* para ti|like most about people|Qué te gusta más de la gente/ });
