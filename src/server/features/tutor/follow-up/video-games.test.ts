/** Video games played are asked which ones and who with, told to Lucía. */
import { beforeAll } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { tells } from './told-rule';
import { VIDEO_GAMES } from './video-games';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('video games played', VIDEO_GAMES, (message, language) => tells(VIDEO_GAMES[language], message));

answersInConversation([
  ['lucia', 'En mi tiempo libre juego videojuegos.', /¿A qué videojuegos juegas más\? \(Which games do you play most\?\)$/],
  ['lucia', 'Me gusta jugar a los juegos de ordenador con mi hermano.', /¿A qué juegos de ordenador juegas más\? \(Which games do you play most\?\)$/],
  ['lucia', 'Por la noche juego a la consola con mi novio.', /¿A qué juegos juegas más\? \(Which games do you play most\?\)$/],
], { never: /Qué piensas de los videojuegos/ });
