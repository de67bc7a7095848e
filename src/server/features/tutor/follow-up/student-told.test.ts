/** A student who says no subject is asked what they study, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { STUDENT_TOLD } from './student-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a student', STUDENT_TOLD, (message, language) => tells(STUDENT_TOLD[language], message));

answersInConversation([
  ['sophia', 'I am a first year student.', /(?:What are you studying|How do you like student life)\?$/],
  ['lucia', 'Soy estudiante universitaria.', /(?:¿Qué estudias\? \(What are you studying\?\)|¿Te gusta la vida de estudiante\? \(Do you like student life\?\))$/],
], { never: /weather|tiempo hace|estación/ });
