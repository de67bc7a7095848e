/** Someone known a long time is asked about as a friendship: each language reads its examples and leaves its counter-examples. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { KNOWN_LONG, knownLong } from './known-long';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('someone known a long time', KNOWN_LONG, (message, language) => knownLong(message, language) !== null);

const reply = (slug: string, content: string) => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('the teacher asks how they met, or what they do together', () => {
  it.each([
    ['sophia', 'I have known Peter for ten years.', /^(?:That's a long time!|Wow, that is a long time to know someone\.) (?:How did you meet|What do you like doing together)\?$/],
    ['sophia', "We've been best friends since school.", /What do you like doing together\?$/],
    ['lucia', 'Conozco a Pedro desde hace diez años.', /^(?:¡Cuánto tiempo!|¡Eso es mucho tiempo!) (?:¿Cómo os conocisteis\? \(How did you meet\?\)|¿Qué os gusta hacer juntos\? \(What do you like doing together\?\))$/],
    ['lucia', 'Somos amigas desde el colegio.', /¿Qué os gusta hacer juntas\?/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await reply(slug, message)).toMatch(expected);
  });
});
