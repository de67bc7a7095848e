/** Each language reads its examples and leaves its counter-examples; the teacher then asks about what was told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { createChooser } from '../choose-variant';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { COOKED_FOR, respondToCookedFor } from './cooked-for';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const respond = (message: string, isSpanish: boolean) => respondToCookedFor({ message, isSpanish, assistantMessages: [], chooser: createChooser(message) });

eachLanguageReadsItsExamples('cooking for others', COOKED_FOR, (message, language) => respond(message, language === 'es') !== null);

describe('cooking for others', () => {
  it.each([
    ['sophia', 'I cooked paella for my friends last night.', /^(?:How lovely, cooking for people is a real gift\.|How nice of you!) (?:Did they like it|How did it turn out)\?$/],
    ['sophia', 'I cooked for my parents yesterday.', /(?:What did you cook|Did they like it)\?$/],
    ['lucia', 'Anoche cociné para mis amigos.', /(?:¿Qué cocinaste\? \(What did you cook\?\)|¿Les gustó\? \(Did they like it\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    expect(await askTutor({ slug, messages: [{ role: 'user', content: message }] })).toMatch(expected);
  });
});
