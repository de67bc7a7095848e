/** An outdoor pastime the learner went out to do is asked how it went, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WENT_DOING } from './went-doing';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a pastime gone out to do', WENT_DOING, (message, language) => tells(WENT_DOING[language], message));

answersInConversation([
  ['sophia', 'On Saturday we went kayaking on the river.', /(?:Was it your first time kayaking|Did you enjoy the kayaking)\?$/],
  ['lucia', 'El sábado fuimos a bucear en el mar.', /(?:¿Era la primera vez que ibas a bucear\? \(Was it your first time\?\)|¿Te gustó bucear\? \(Did you enjoy it\?\))$/],
  ['lucia', 'Fuimos de acampada a la sierra.', /(?:¿Qué tal fue\? \(How was it\?\)|¿Era tu primera vez\? \(Was it your first time\?\))$/],
], { never: /usually spend time|Con quién/ });
