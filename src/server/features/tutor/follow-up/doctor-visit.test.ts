/** A visit to the doctor is met with a hope it was nothing serious, and what they were told, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { DOCTOR_VISIT } from './doctor-visit';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a visit to the doctor', DOCTOR_VISIT, (message, language) => tells(DOCTOR_VISIT[language], message));

answersInConversation([
  ['sophia', 'I went to the dentist after work today.', /(?:What did they say|How are you feeling now)\?$/],
  ['lucia', 'Hoy fui al médico por el brazo.', /(?:¿Qué te dijo\? \(What did they say\?\)|¿Cómo te encuentras ahora\? \(How are you feeling now\?\))$/],
], { never: /tell me a little more about the|Me cuentas algo más sobre el médico/ });
