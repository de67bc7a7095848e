/** Where the stress falls in one or two words, from eSpeak NG, and whether it moves between them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, teacherFor, warmUpChecker } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';
import { closePhonemeWorker } from './espeak-phonemes';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);
afterAll(closePhonemeWorker);

describe('word stress', () => {
  it.each([
    ["Can you teach me the word stress in 'photograph' and 'photographer'?", 'photograph', 'photographer'],
    ['Which syllable is stressed in comfortable?', 'comfortable', undefined],
  ])('reads %j', (message, subject, other) => {
    expect(detectQuestion(message, teacherFor('maya'))).toMatchObject({ kind: 'word-stress', subject, ...(other ? { other } : {}) });
  });

  it('leaves stress that is no word’s', () => {
    expect(detectQuestion('I have a lot of stress at work.', teacherFor('maya'))?.kind).not.toBe('word-stress');
    expect(detectQuestion('How do I deal with stress in my job?', teacherFor('maya'))?.kind).not.toBe('word-stress');
  });

  it('says where the stress falls in each word, and that it moves', async () => {
    const reply = await askTutor({ slug: 'maya', messages: [{ role: 'user', content: "Can you teach me the word stress in 'photograph' and 'photographer'?" }] });
    expect(reply).toMatch(/'photograph' sounds like .*stress on the first\. 'photographer' sounds like .*stress on the second\. So the stress moves/);
  });
});
