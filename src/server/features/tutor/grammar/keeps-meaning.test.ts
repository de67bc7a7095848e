import { describe, expect, it } from 'vitest';
import { keepsMeaning } from './keeps-meaning';

describe('keepsMeaning', () => {
  it.each([
    ['My parents cut thier hours at work.', 'My parents cut their hours at work.'], // a misspelt grammar word
    ['I think taht it works.', 'I think that it works.'],
    ['He goed home early.', 'He went home early.'],
    ['I need an advice.', 'I need a piece of advice.'],
    ['Can I lend your pen?', 'Can I borrow your pen?'], // a verb one family swaps for its pair
    ['I worked there during six years.', 'I worked there for six years.'], // a preposition of time one family swaps
    ['My friend borrowed me his car.', 'My friend lent me his car.'],
    ['I did not sleep good last night.', 'I did not sleep well last night.'], // an adjective whose adverb is another word
    ["I'm agree with you.", 'I agree with you.'], // a contracted verb taken out
  ])('%j -> %j keeps the learner words', (original, corrected) => {
    expect(keepsMeaning(original, corrected)).toBe(true);
  });

  it.each([
    ['I need an advice.', 'I need a tip.'], // another word
    ['The shop sells fresh bread.', 'The shop sells fresh beer.'],
    ['Can I borrow your pen?', 'Can I borrow your car?'],
    ['My plan is simple.', 'My their is simple.'], // a content word turned into an unrelated grammar word
    ["I'm happy with you.", "I'm sad with you."],
  ])('%j -> %j changes them', (original, corrected) => {
    expect(keepsMeaning(original, corrected)).toBe(false);
  });
});
