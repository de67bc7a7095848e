/** A match the learner went to or watched is asked about as a match, not as the company. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { MATCH_SEEN } from './match-seen';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a match the learner saw', MATCH_SEEN, (message, language) => tells(MATCH_SEEN[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', 'Last Sunday I went to a football match with my uncle.', /(?:Who won|What was the atmosphere like)\?$/],
    ['lucia', 'El domingo fui al partido con mi tío.', /(?:¿Quién ganó\? \(Who won\?\)|¿Qué tal el ambiente\? \(What was the atmosphere like\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/Cómo es tu|What is your/);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
