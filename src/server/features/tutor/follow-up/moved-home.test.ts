/** A move to a new home is asked about as one. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { createChooser } from '../choose-variant';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MOVED_HOME, respondToMovedHome } from './moved-home';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const respond = (message: string, isSpanish: boolean) => respondToMovedHome({ message, isSpanish, assistantMessages: [], chooser: createChooser(message) });

eachLanguageReadsItsExamples('a move to a new home', MOVED_HOME, (message, language) => respond(message, language === 'es') !== null);

describe('in the conversation', () => {
  it.each([
    ['sophia', 'I just moved to a new apartment.', /^(?:A new home, how exciting!|Moving is a big job: well done!) (?:How are you settling in|What do you like most about the new place)\?$/],
    ['lucia', 'Me mudé a un piso nuevo.', /(?:¿Qué tal en la casa nueva\? \(How are you getting on in the new home\?\)|¿Qué es lo que más te gusta de la casa nueva\? \(What do you like most about the new home\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});
