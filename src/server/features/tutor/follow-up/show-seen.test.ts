/** A concert, a play or a festival the learner went to is asked about as a show. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { findCorrections } from '../grammar/find-corrections';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { SHOW_SEEN } from './show-seen';
import { tells } from './told-rule';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('a show the learner went to', SHOW_SEEN, (message, language) => tells(SHOW_SEEN[language], message));

describe('in the conversation', () => {
  it.each([
    ['sophia', 'My cousin and I went to a rock concert on Friday.', /(?:How was it|What was the best part)\?$/],
    ['lucia', 'El viernes fui a un concierto de rock.', /(?:¿Qué tal estuvo\? \(How was it\?\)|¿Qué fue lo mejor\? \(What was the best part\?\))$/],
  ])('%s: %j', async (slug, message, expected) => {
    const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/cook|cocinar/);
    if (slug === 'lucia') expect(await findCorrections(reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim(), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
  });
});
