/** A hometown told of: what they like most there, whether they still live there. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { HOMETOWN_TOLD } from './hometown-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a hometown told of', HOMETOWN_TOLD, (message, language) => tells(HOMETOWN_TOLD[language], message));

answersInConversation([
  ['sophia', 'My hometown is small but very beautiful.', /(?:What do you like most about your hometown|Do you still live in your hometown)\?$/],
  ['lucia', 'Mi ciudad natal es pequeña pero muy bonita.', /(?:¿Qué es lo que más te gusta de tu ciudad natal\? \(What do you like most about it\?\)|¿Todavía vives en tu ciudad natal\? \(Do you still live there\?\))$/],
  ['lucia', 'Crecí en un pueblo pequeño cerca del mar.', /(?:¿Qué es lo que más te gusta del lugar donde creciste\? \(What do you like most about the place where you grew up\?\)|¿Todavía vives allí\? \(Do you still live there\?\))$/],
], { never: /What do you think about your city|Qué piensas de tu ciudad/ });
