/** A memory of childhood is welcomed and asked what they remember most, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { CHILDHOOD_MEMORY } from './childhood-memory';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a childhood memory', CHILDHOOD_MEMORY, (message, language) => tells(CHILDHOOD_MEMORY[language], message));

answersInConversation([
  ['sophia', "When I was a kid, we always spent Christmas at my aunt's house.", /What do you remember most from when you were a kid\?$/],
  ['lucia', 'De pequeño pasaba los veranos con mis abuelos en el campo.', /¿Qué es lo que más recuerdas de cuando eras pequeño\? \(What do you remember most from that time\?\)$/],
], { never: /important to you|importante/ });
