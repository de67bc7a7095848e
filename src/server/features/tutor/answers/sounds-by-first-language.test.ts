import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { findSoundFamilyByLetters } from './sound-pairs';
import { findFirstLanguage, FIRST_LANGUAGES } from './sounds-by-first-language';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string, slug = 'maya') => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('sounds by first language', () => {
  it.each([
    ['Which sounds are difficult for Chinese speakers?', 'Chinese', /against \/s\/: for th put the tip/],
    ['What sounds are hard for Japanese learners?', 'Japanese', /\/l\/ against \/r\//],
    ['What are common pronunciation mistakes for Spanish speakers?', 'Spanish', /\/b\/ against \/v\//],
    ['Which sounds are difficult for Vietnamese people?', 'Vietnamese', /against \/s\/: for th put the tip/],
    ['What sounds are hard for polish speakers?', 'Polish', /\/v\/ against \/w\//],
  ])('%j names the hard sounds and a first pair to practise', async (question, language, start) => {
    const reply = await ask(question);
    expect(reply).toContain(`Speakers of ${language} often find these hardest`);
    expect(reply).toMatch(start);
  });

  it.each(['What sounds are hard for me if I want to polish my accent?', 'I speak Chinese at home.', 'Which sounds are difficult for you?', 'Chinese food is difficult to cook.'])('leaves %j to the conversation', (message) => {
    expect(findFirstLanguage(message)).toBeUndefined();
  });

  it('starts every language on a pair Maya drills', () => {
    for (const l of FIRST_LANGUAGES) expect(findSoundFamilyByLetters(...l.letters), l.language).not.toBeNull();
  });
});
