import { describe, expect, it } from 'vitest';
import { createChooser } from './choose-variant';
import { phraseCorrections, phraseQuestion, sayFixedParts, withChangeAskedAbout } from './phrase-corrections';
import { explainer } from './explain';
import { tutorCatalogue } from './messages/catalogue';

const LONG_TAIL = 'when the weather is good and the evenings are long and warm in the summer';
const say = (original: string, corrected: string) => phraseCorrections([{ original, corrected, fixes: [] }], createChooser('seed'))[0];

describe('phraseCorrections', () => {
  it('quotes only the fixed words with a word of context, not the rest of the sentence', () => {
    const recast = say('If I will see him, I will can tell you.', 'If I see him, I will can tell you.');
    expect(recast).toMatch(/'I see'/);
    expect(recast).toMatch(/'I will see'/);
    expect(recast).not.toMatch(/can tell/);
  });

  it('names every fixed part of a sentence, and none of the words between them', () => {
    const recast = say(`My brother go to the beach with his friends ${LONG_TAIL} and they buyed ice cream.`, `My brother goes to the beach with his friends ${LONG_TAIL} and they bought ice cream.`);
    expect(recast).toMatch(/'brother goes'.*'they bought'|'they bought'.*'brother goes'/);
    expect(recast).not.toMatch(/weather/);
  });

  it('says the whole sentence back when the fixed words are the whole sentence', () => {
    expect(say('He go.', 'He goes.')).toMatch(/'He goes'/);
  });

  it('says nothing for a change of spacing or punctuation alone', () => {
    expect(say('I like tea , and coffee.', 'I like tea, and coffee.')).toBeUndefined();
  });
});

describe('sayFixedParts', () => {
  it('puts the first part in the template and adds the others after it', () => {
    const parts = [{ from: 'I am', to: 'I have been' }, { from: 'since two years', to: 'for two years' }];
    expect(sayFixedParts(explainer(tutorCatalogue, 'en'), 'focused1', parts)).toBe(
      "Instead of 'I am', you could say 'I have been', and 'for two years' rather than 'since two years'.",
    );
  });
});

describe('phraseQuestion', () => {
  const ask = (original: string, corrected: string) => phraseQuestion({ original, corrected, fixes: [] }, createChooser('seed'));

  it('asks about every fixed part at once, from the first to the last', () => {
    const question = ask('My phone is broken since one week.', 'My phone has been broken for one week.');
    expect(question).toMatch(/'phone has been broken for one week'/);
    expect(question).toMatch(/'phone is broken since one week'/);
  });

  it('asks about parts with more words between them apart, never quoting the words between, which no family checked', () => {
    const question = ask('Many people thinks that technology make our life more easier.', 'Many people think that technology make our life easier.');
    expect(question).toBe("Something to think about: is it 'people thinks' or 'people think', and 'life more easier' or 'life easier'? Which sound right to you?");
  });

  it("keeps a Spanish word's letters as they are: an i after an accent is no English pronoun", () => {
    expect(ask('Hay mucho que hacer en Hawai.', 'Hay mucho que hacer en Hawái.')).toMatch(/'en Hawái'/);
    expect(say('Viví en Dubai.', 'Viví en Dubái.')).toMatch(/'en Dubái'/);
    expect(say('Shanghai.', 'Shanghái.')).toMatch(/'Shanghái'/);
  });

  it('asks about one part alone as it is', () => {
    expect(ask('I work like a nurse.', 'I work as a nurse.')).toMatch(/'work as'|'as a nurse'/);
  });

  it('asks about parts that lie far apart each on its own, without the words between', () => {
    const question = ask(`My brother go to the beach ${LONG_TAIL} and they buyed ice cream.`, `My brother goes to the beach ${LONG_TAIL} and they bought ice cream.`);
    expect(question).toMatch(/'brother goes'.*'they bought'/);
    expect(question).not.toMatch(/weather/);
  });
});

describe('withChangeAskedAbout', () => {
  it('swaps a verb wrong with what follows it wherever she says it with the same words after, whatever comes before', () => {
    const asked = { original: 'We will make a lot of photos.', corrected: 'We will take a lot of photos.', fixes: [{ from: 'make', to: 'take', before: 'will', reason: { key: 'verb-noun-collocations.verb', values: { noun: 'photos', verb: 'take' } } }] };
    expect(withChangeAskedAbout('How are you getting ready to make a lot of photos?', asked)).toBe('How are you getting ready to take a lot of photos?');
    expect(withChangeAskedAbout('What will you make for dinner?', asked)).toBe('What will you make for dinner?');
    expect(withChangeAskedAbout('Did you make a lot of friends there?', asked)).toBe('Did you make a lot of friends there?');
  });

  const asked = { original: 'I want to speak more natural.', corrected: 'I want to speak more naturally.', fixes: [] };

  it("swaps the words asked about in the teacher's own words, so she never repeats the slip", () => {
    expect(withChangeAskedAbout('What are you looking forward to when you speak more natural?', asked)).toBe('What are you looking forward to when you speak more naturally?');
    expect(withChangeAskedAbout('You want to speak more natural, right?', asked)).toBe('You want to speak more naturally, right?');
  });

  it('swaps words wrong wherever they stand in any context of hers', () => {
    const article = { original: 'I am a engineer with five years of experience.', corrected: 'I am an engineer with five years of experience.', fixes: [{ from: 'a', to: 'an', before: 'am', reason: { key: 'a-or-an.vowel' } }] };
    expect(withChangeAskedAbout('Thanks, hearing about your work as a engineer gives me a clear picture.', article)).toBe('Thanks, hearing about your work as an engineer gives me a clear picture.');
    expect(withChangeAskedAbout('A engineer needs patience.', article)).toBe('An engineer needs patience.');
    // A wrong word of its own, quoted beside its neighbour ('three childs'), is swapped wherever she says it.
    const plural = { original: 'i have three childs', corrected: 'i have three children', fixes: [{ from: 'childs', to: 'children', before: 'three', reason: { key: 'harper:irregular-form' } }] };
    expect(withChangeAskedAbout('What else can you tell me about childs?', plural)).toBe('What else can you tell me about children?');
  });

  it('swaps a word wrong beside its noun wherever she says the two together', () => {
    const these = { original: 'i always confuse this words', corrected: 'i always confuse these words', fixes: [{ from: 'this', to: 'these', before: 'confuse', reason: { key: 'demonstrative-number.these' } }] };
    expect(withChangeAskedAbout('Nice, this words are worth practising aloud.', these)).toBe('Nice, these words are worth practising aloud.');
    // 'this' before another word is her own right use.
    expect(withChangeAskedAbout('Is this a good time to practise?', these)).toBe('Is this a good time to practise?');
    // The noun is the one after the word fixed, not after an earlier 'this' of the learner's.
    const twice = { original: 'this is hard, i always confuse this words', corrected: 'this is hard, i always confuse these words', fixes: [{ from: 'this', to: 'these', before: 'confuse', reason: { key: 'demonstrative-number.these' } }] };
    expect(withChangeAskedAbout('This is hard for many people, and this words are worth practising.', twice)).toBe('This is hard for many people, and these words are worth practising.');
  });

  it("gives a country that takes 'the' its article wherever she names it", () => {
    const usa = { original: 'I have a client from USA.', corrected: 'I have a client from the USA.', fixes: [{ from: '', to: 'the', before: 'from', reason: { key: 'country-without-article.the', values: { name: 'USA' } } }] };
    expect(withChangeAskedAbout('What do you think about USA?', usa)).toBe('What do you think about the USA?');
    expect(withChangeAskedAbout('Have you been to the USA before?', usa)).toBe('Have you been to the USA before?');
    // The pronoun 'us' is no country, and 'a USA visa' has its article.
    expect(withChangeAskedAbout('Tell us more about USA.', usa)).toBe('Tell us more about the USA.');
    expect(withChangeAskedAbout('Do you need a USA visa?', usa)).toBe('Do you need a USA visa?');
    const us = { original: 'I work in US.', corrected: 'I work in the US.', fixes: [{ from: '', to: 'the', before: 'in', reason: { key: 'country-without-article.the', values: { name: 'US' } } }] };
    expect(withChangeAskedAbout('Tell us more about your job in US.', us)).toBe('Tell us more about your job in the US.');
  });

  it('swaps a slip that opened the learner\'s sentence only where it opens one of hers', () => {
    const opening = { original: 'what you think, should I change?', corrected: 'what do you think, should I change?', fixes: [] };
    expect(withChangeAskedAbout("I'd love to hear what you think.", opening)).toBe("I'd love to hear what you think.");
    expect(withChangeAskedAbout('So, what you think?', opening)).toBe('So, what you think?');
  });

  it('leaves other words, words that only contain the slip, and the same words used otherwise alone', () => {
    expect(withChangeAskedAbout('More natural speech takes time.', asked)).toBe('More natural speech takes time.');
    expect(withChangeAskedAbout('Why do you want more naturalness?', asked)).toBe('Why do you want more naturalness?');
    expect(withChangeAskedAbout('What are you looking forward to?', undefined)).toBe('What are you looking forward to?');
  });

  it("leaves her own right use of the word, after another word than the learner's ('That sounds exciting.' after 'I am so exciting!')", () => {
    const feeling = { original: 'I am so exciting!', corrected: 'I am so excited!', fixes: [] };
    expect(withChangeAskedAbout('That sounds exciting.', feeling)).toBe('That sounds exciting.');
    expect(withChangeAskedAbout('Oh, you are so exciting!', feeling)).toBe('Oh, you are so excited!');
  });
});
