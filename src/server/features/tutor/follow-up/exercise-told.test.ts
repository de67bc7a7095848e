/** Exercise told as a habit is asked about as one. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { EXERCISE_TOLD } from './exercise-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('exercise told', EXERCISE_TOLD, (message, language) => tells(EXERCISE_TOLD[language], message));

answersInConversation([
  ['sophia', 'I go to the gym three times a week.', /^(?:Good for you!|That's a great habit\.) (?:How do you feel after it|What got you started)\?$/],
  ['lucia', 'Voy al gimnasio tres veces por semana.', /(?:¿Cómo te sientes después\? \(How do you feel afterwards\?\)|¿Cómo empezaste\? \(What got you started\?\))$/],
]);
