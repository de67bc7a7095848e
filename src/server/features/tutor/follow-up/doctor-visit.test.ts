/** A visit to the doctor is met with a hope it was nothing serious, and what they were told, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { DOCTOR_VISIT, DOCTOR_VISIT_FEELING_BETTER } from './doctor-visit';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a visit to the doctor', DOCTOR_VISIT, (message, language) => tells(DOCTOR_VISIT[language], message));
eachLanguageReadsItsExamples('a visit to the doctor, told with feeling better', DOCTOR_VISIT_FEELING_BETTER, (message, language) => tells(DOCTOR_VISIT_FEELING_BETTER[language], message));

answersInConversation([
  ['sophia', 'I went to the dentist after work today.', /(?:What did they say|How are you feeling now)\?$/],
  ['lucia', 'Hoy fui al médico por el brazo.', /(?:¿Qué te dijo\? \(What did they say\?\)|¿Cómo te encuentras ahora\? \(How are you feeling now\?\))$/],
], { never: /tell me a little more about the|Me cuentas algo más sobre el médico/ });

answersInConversation([
  ['lucia', 'Ayer fui al médico y hoy me siento mejor.', /¡(?:Me alegro de que ya te sientas mejor|Qué bien que estés mejor)!.*(?:¿Qué te dijo el médico\?|¿Te dio algo para tomar\?)/],
  ['sophia', 'I went to the doctor yesterday and today I feel much better.', /(?:glad you're feeling better|Good to hear you feel better).*(?:What did the doctor say|Did they give you anything for it)\?$/],
], { never: /Cómo te encuentras ahora|How are you feeling now/ });
