/** A view given as one is asked why, unless general-opinion.ts names its subject, in both languages. */
import { beforeAll, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, recordingChooser, warmUpChecker } from '../tutor-test-helpers';
import { tells } from './told-rule';
import { respondToViewGiven, VIEW_GIVEN } from './view-given';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a view given', VIEW_GIVEN, (message, language) => tells(VIEW_GIVEN[language], message));

it('leaves a view about people in general to general-opinion.ts', () => {
  expect(respondToViewGiven({ message: 'In my opinion, social media is bad for young people.', isSpanish: false, assistantMessages: [], chooser: recordingChooser().chooser })).toBeNull();
});

answersInConversation([
  ['sophia', 'In my opinion, public transport should be cheaper.', /(?:Why do you think so|Do you think most people agree with you)\?$/],
  ['lucia', 'En mi opinión, el transporte público debe ser más barato.', /(?:¿Por qué opinas así\? \(Why do you think so\?\)|¿Crees que mucha gente está de acuerdo contigo\? \(Do you think many people agree with you\?\))$/],
], { never: /free time|importante tu opinión/ });
