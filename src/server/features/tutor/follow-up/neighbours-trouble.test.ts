/** Neighbours who make trouble are met and asked about, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { NEIGHBOURS_TROUBLE } from './neighbours-trouble';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('neighbours who make trouble', NEIGHBOURS_TROUBLE, (message, language) => tells(NEIGHBOURS_TROUBLE[language], message));

answersInConversation([
  ['sophia', 'My neighbours are really loud every weekend.', /(?:Have you talked to your neighbours about it|When are your neighbours worst)\?$/],
  ['lucia', 'Mis vecinos hacen mucho ruido.', /(?:¿Has hablado con tus vecinos\? \(Have you talked to your neighbours\?\)|¿Cuándo hacen más ruido tus vecinos\? \(When are your neighbours noisiest\?\))$/],
], { never: /anyone who helps|alguien que te ayude/ });
