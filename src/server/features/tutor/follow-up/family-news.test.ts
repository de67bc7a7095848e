/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { createChooser } from '../choose-variant';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { FAMILY_NEWS, respondToFamilyNews } from './family-news';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const respond = (message: string, isSpanish: boolean) => respondToFamilyNews({ message, isSpanish, assistantMessages: [], chooser: createChooser(message) });

eachLanguageReadsItsExamples('a step someone in the family takes', FAMILY_NEWS, (message, language) => respond(message, language === 'es') !== null);

describe('the step someone in the family takes', () => {
  it.each([
    ['sophia', 'My son is starting university in September.', /^(?:What a big step for him!|How exciting for him!) (?:What is he going to study|How is he feeling about it)\?$/],
    ['sophia', 'My daughters started school yesterday.', /^(?:What a big step for them!|How exciting for them!) (?:How are they feeling about it|How did you help them get ready)\?$/],
    ['lucia', 'Mi hijo empieza la universidad en septiembre.', /^(?:¡Qué gran paso!|¡Qué emocionante!) \(.*\) (?:¿Qué va a estudiar\? \(What is he going to study\?\)|¿Cómo se siente\? \(How is he feeling about it\?\))$/],
    ['lucia', 'Mi hija empezó el colegio ayer.', /(?:¿Cómo se siente\? \(How is she feeling about it\?\)|¿Está contenta\? \(Is she happy about it\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});
