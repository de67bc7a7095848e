/** A worry about the world is asked why, naming it, in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { WORRY_ABOUT_ISSUE } from './worry-about-issue';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a worry about the world', WORRY_ABOUT_ISSUE, (message, language) => tells(WORRY_ABOUT_ISSUE[language], message));

answersInConversation([
  ['sophia', "I'm really worried about global warming.", /(?:Why does global warming worry you so much|What do you think can be done about it)\?$/],
  ['lucia', 'Me preocupa mucho la contaminación.', /(?:¿Por qué te preocupa tanto la contaminación\? \(Why does it worry you so much\?\)|¿Qué crees que se puede hacer\? \(What do you think can be done\?\))$/],
], { never: /Qué piensas del|What do you think about the/ });
