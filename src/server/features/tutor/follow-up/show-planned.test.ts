/** A film, a play or a concert to come is asked what they will see. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SHOW_PLANNED, SHOW_PLANNED_TOGETHER } from './show-planned';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a show to come', SHOW_PLANNED, (message, language) => tells(SHOW_PLANNED[language], message));
eachLanguageReadsItsExamples('a show to come, together', SHOW_PLANNED_TOGETHER, (message, language) => tells(SHOW_PLANNED_TOGETHER[language], message));

answersInConversation([
  ['sophia', "I'm going to the cinema with my sister tonight.", /(?:What are you going to see|Have you been looking forward to it)\?$/],
  ['lucia', 'Esta noche voy al cine con mi hermana.', /(?:¿Qué vas a ver\? \(What are you going to see\?\)|¿Tienes muchas ganas\? \(Are you looking forward to it\?\))$/],
  ['lucia', 'Esta noche vamos al cine.', /(?:¿Qué vais a ver\? \(What are you going to see\?\)|¿Tenéis muchas ganas\? \(Are you looking forward to it\?\))$/],
  ['sophia', "We're going to a jazz concert on Saturday.", /Where is the concert\?$/],
  ['lucia', 'El domingo voy a un concierto de música clásica.', /¿Dónde es el concierto\? \(Where is it\?\)$/],
], { never: /What is your sister like|Cómo se llama tu hermana/ });
