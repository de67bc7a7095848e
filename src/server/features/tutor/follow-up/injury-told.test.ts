/** Hurt long ago is asked how long it took to heal; hurt lately, whether it still hurts; in both languages. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { INJURY_LATELY, INJURY_LONG_AGO } from './injury-told';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('hurt long ago', INJURY_LONG_AGO, (message, language) => tells(INJURY_LONG_AGO[language], message));
eachLanguageReadsItsExamples('hurt lately', INJURY_LATELY, (message, language) => tells(INJURY_LATELY[language], message));

answersInConversation([
  ['sophia', 'When I was ten, I broke my leg on a trampoline.', /(?:How long did it take your leg to heal|Did your leg hurt a lot)\?$/],
  ['sophia', 'I sprained my wrist playing tennis.', /(?:Does your wrist still hurt|How soon will your wrist heal)\?$/],
  ['lucia', 'De pequeño me rompí la nariz en el parque.', /(?:¿Te dolió mucho la nariz\? \(Did it hurt a lot\?\)|¿Cuánto tiempo tardó en curarse la nariz\? \(How long did it take to heal\?\))$/],
  ['lucia', 'Me torcí el tobillo jugando al baloncesto.', /(?:¿Todavía te duele el tobillo\? \(Does it still hurt\?\)|¿Cuánto tiempo va a tardar en curarse el tobillo\? \(How soon will it heal\?\))$/],
  // A part said with 'un': the questions that name nothing.
  ['lucia', 'Ayer me rompí un dedo.', /(?:¿Todavía te duele\? \(Does it still hurt\?\)|¿Cuánto tiempo vas a tardar en recuperarte\? \(How soon will you recover\?\))$/],
], { never: /important to you|importante|How did you feel afterwards/ });
