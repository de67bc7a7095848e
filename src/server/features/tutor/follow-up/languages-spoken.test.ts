/** The languages a learner speaks: where they learnt the last one named, or who they speak it with; never the teacher's own. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { LANGUAGES_SPOKEN, languagesSpoken } from './languages-spoken';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('languages spoken', LANGUAGES_SPOKEN, (message, language) => languagesSpoken(message, language === 'es').askable.length > 0);

describe('the languages named', () => {
  it('reads them in order, in Spanish however the accents were typed, and leaves out the teacher’s own', () => {
    expect(languagesSpoken('Hablo japones, ingles y algo de aleman.', true)).toEqual({ named: ['japonés', 'inglés', 'alemán'], askable: ['japonés', 'inglés', 'alemán'] });
    expect(languagesSpoken('I can speak Arabic, French and English.', false)).toEqual({ named: ['árabe', 'francés', 'inglés'], askable: ['árabe', 'francés'] });
  });
});

answersInConversation([
  ['lucia', 'Hablo árabe, inglés y algo de italiano.', /(?:¡Hablas varios idiomas, qué bien!|¡Cuántos idiomas!) \([^)]*\) ¿(?:Dónde aprendiste|Con quién hablas) italiano\? \((?:Where did you learn|Who do you speak) Italian(?: with)?\?\)$/],
  ['lucia', 'En casa hablamos coreano.', /¿Con quién hablas coreano\? \(Who do you speak Korean with\?\)$/],
  ['sophia', 'I speak Polish and a little German.', /(?:Where did you learn German|Who do you speak German with)\?$/],
], { never: /mascota|pet\?|weekend|fines de semana|idiomas.*coreano/ });
