import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { englishForLookalike, noteOnFalseFriend } from './english-false-friends';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

describe('an English false friend in a sentence asked about', () => {
  it.each([
    ['you are very sensible', /'sensible' means practical and reasonable\. If you mean feeling things deeply, easily hurt, the word is 'sensitive'/],
    ['Actually I live in Madrid.', /'actually' means in fact, really\. If you mean now, at present, the word is 'currently, or at the moment'/],
    ['We had a reunion with the clients.', /'reunion' means a meeting of people who have not seen each other/],
  ])('%j: the word and what it means are named', (sentence, said) => {
    expect(noteOnFalseFriend(sentence)).toMatch(said);
  });

  it.each(['I live in Madrid.', 'She is very sensitive.'])('%j holds none', (sentence) => {
    expect(noteOnFalseFriend(sentence)).toBeNull();
  });

  it('answers "is that wrong?" of a sentence with one, without calling it right', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'is that wrong? "you are very sensible"' }] });
    expect(reply).toMatch(/^I can't spot a grammar mistake in 'you are very sensible'\. One word to check: 'sensible'/);
  });

  it('opens no check it could not vouch for with a yes', async () => {
    const reply = await askTutor({ slug: 'ethan', messages: [{ role: 'user', content: 'is it correct "I will call you tomorrow"?' }] });
    expect(reply).toMatch(/^I can't spot a mistake I'm sure of in 'I will call you tomorrow'/);
  });
});

describe("a learner's own word asked in English", () => {
  it.each([
    ['actualmente', /^'actualmente' is 'currently, or at the moment' in English\. Careful: not 'actually'/],
    ['Eventualmente', /^'eventualmente' is 'possibly, or maybe' in English\. Careful: not 'eventually'/],
  ])('%j gets its English and the look-alike to avoid', (word, said) => {
    expect(englishForLookalike(word)).toMatch(said);
  });

  it.each(['currently', 'casa', 'actually'])('%j is no look-alike of a false friend', (word) => {
    expect(englishForLookalike(word)).toBeNull();
  });

  it('answers "how do you say ... in English?" with it', async () => {
    const reply = await askTutor({ slug: 'sophia', messages: [{ role: 'user', content: 'how do you say "actualmente" in english?' }] });
    expect(reply).toMatch(/'actualmente' is 'currently, or at the moment' in English/);
  });
});
