import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, conversationWith, warmUpChecker } from '../tutor-test-helpers';
import { findSoundFamilyByLetters } from './sound-pairs';
import { askedOfFirstLanguageTold, findFirstLanguage, FIRST_LANGUAGES } from './sounds-by-first-language';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

const ask = (content: string, slug = 'maya') => askTutor({ slug, messages: [{ role: 'user', content }] });

describe('sounds by first language', () => {
  it.each([
    ['Which sounds are difficult for Chinese speakers?', 'Chinese', /against \/s\/: for th put the tip/],
    ['What sounds are hard for Japanese learners?', 'Japanese', /\/l\/ against \/r\//],
    ['What are common pronunciation mistakes for Spanish speakers?', 'Spanish', /\/b\/ against \/v\//],
    ['Which sounds are difficult for Vietnamese people?', 'Vietnamese', /against \/s\/: for th put the tip/],
    ['What sounds are hard for polish speakers?', 'Polish', /\/v\/ against \/w\//],
    // The country the learner comes from tells the language.
    ['I am from Vietnam. Which sounds are difficult for me?', 'Vietnamese', /against \/s\/: for th put the tip/],
    ["I'm from South Korea, which sounds are hard for me?", 'Korean', /\/l\/ against \/r\//],
  ])('%j names the hard sounds and a first pair to practise', async (question, language, start) => {
    const reply = await ask(question);
    expect(reply).toContain(`Speakers of ${language} often find these hardest`);
    expect(reply).toMatch(start);
  });

  it.each(['What sounds are hard for me if I want to polish my accent?', 'I speak Chinese at home.', 'Which sounds are difficult for you?', 'Chinese food is difficult to cook.', 'I am from Narnia. Which sounds are difficult for me?'])('leaves %j to the conversation', (message) => {
    expect(findFirstLanguage(message)).toBeUndefined();
  });

  it('starts every language on a pair Maya drills', () => {
    for (const l of FIRST_LANGUAGES) expect(findSoundFamilyByLetters(...l.letters), l.language).not.toBeNull();
  });
});

describe('the first language the learner told', () => {
  it.each([
    ['What sounds are difficult for me?', ['My first language is Japanese.'], 'Which sounds are difficult for Japanese speakers?'],
    ['What should I practise first?', ["I'm Korean.", 'I want to sound clearer.'], 'Which sounds are difficult for Korean speakers?'],
  ])('%j after %j is asked of it', (message, earlier, asked) => {
    expect(askedOfFirstLanguageTold(message, earlier, false)).toBe(asked);
  });

  it.each([
    ['What sounds are difficult for me?', ['I like Japanese food.']], // a taste, not a first language
    ['What sounds are difficult for me?', []],
    ['What is difficult for you?', ['My first language is Arabic.']],
  ])('%j after %j is left as it is', (message, earlier) => {
    expect(askedOfFirstLanguageTold(message, earlier, false)).toBeNull();
  });

  it('is answered by Maya as soon as it is told, and asked again later', async () => {
    const say = conversationWith('maya');
    expect(await say('My first language is Japanese.')).toMatch(/Speakers of Japanese often find these hardest: l against r/);
    expect(await conversationWith('sophia')('My first language is Japanese.')).not.toMatch(/often find these hardest/);
    const later = conversationWith('maya');
    await later('Hello Maya, I speak Japanese and English.');
    expect(await later('What sounds are difficult for me?')).toMatch(/Speakers of Japanese often find/);
  }, 20_000);
});

describe('a country told to the pronunciation coach', () => {
  it.each([
    ["I'm from Japan.", "I'm a Japanese speaker, so what should I practise"],
    ["Hi Maya! I'm from Brazil and I live in London.", "I'm a Portuguese speaker, so what should I practise"],
  ])('%j is its language told', (message, asked) => {
    expect(askedOfFirstLanguageTold(message, [], true)).toBe(asked);
  });

  it('is only the coach’s, only a country of one language, and never a question', () => {
    expect(askedOfFirstLanguageTold("I'm from Japan.", [], false)).toBeNull();
    expect(askedOfFirstLanguageTold("I'm from Switzerland.", [], true)).toBeNull();
    expect(askedOfFirstLanguageTold("Are you from Japan?", [], true)).toBeNull();
  });
});
