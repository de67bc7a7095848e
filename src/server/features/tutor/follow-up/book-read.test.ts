/** A book the learner is reading or just read is asked about, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { BOOK_READ } from './book-read';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a book read', BOOK_READ, (message, language) => tells(BOOK_READ[language], message));

answersInConversation([
  ['sophia', 'I finished reading The Great Gatsby last night.', /(?:What is it about|Would you recommend it)\?$/],
  ['lucia', 'Estoy leyendo La sombra del viento.', /(?:¿De qué trata\? \(What is it about\?\)|¿Me lo recomiendas\? \(Would you recommend it to me\?\))$/],
], { never: /Cómo es tu madre|Do you have a pet/ });
