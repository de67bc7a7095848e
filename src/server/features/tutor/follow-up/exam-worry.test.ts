/** Worry about an exam is met as normal and asked about the exam, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { EXAM_WORRY } from './exam-worry';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('worry about an exam', EXAM_WORRY, (message, language) => tells(EXAM_WORRY[language], message));

answersInConversation([
  ['sophia', "I'm a bit worried about my final exams.", /(?:How long have you got until your exams|How are you preparing for your exams)\?$/],
  ['lucia', 'Estoy un poco preocupado por mis exámenes finales.', /(?:¿Cuánto tiempo te queda para prepararte\? \(How long do you have left to prepare\?\)|¿Cómo te estás preparando\? \(How are you preparing\?\))$/],
], { never: /anyone who helps|alguien que te ayude|Qué haces cuando/ });
