/** Who the learner lives with is asked about as a home shared. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LIVES_WITH } from './lives-with';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('who the learner lives with', LIVES_WITH, (message, language) => tells(LIVES_WITH[language], message));

answersInConversation([
  ['sophia', 'I live with three housemates near the station.', /^(?:Thanks for telling me who you live with\.|Sharing a home can be a lot of fun\.) (?:How do you get on with each other|Who does the cooking at home)\?$/],
  ['lucia', 'Vivo con dos amigas cerca de la universidad.', /(?:¿Qué tal os lleváis\? \(How do you get on with each other\?\)|¿Quién cocina en casa\? \(Who does the cooking at home\?\))$/],
  // Family at home, asked about by who they are.
  ['lucia', 'Vivo con mis abuelos en un pueblo.', /(?:¿Qué es lo que más te gusta de vivir con tus abuelos\? \(What do you like most about living with your grandparents\?\)|¿Cómo os repartís las tareas de casa\? \(How do you share the housework\?\))$/],
  ['lucia', 'Vivo con mi madre.', /(?:¿Qué es lo que más te gusta de vivir con tu madre\? \(What do you like most about living with your mother\?\)|¿Cómo os repartís las tareas de casa\? \(How do you share the housework\?\))$/],
]);
