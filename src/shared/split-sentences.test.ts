import { describe, expect, it } from 'vitest';
import { splitSentences, takeCompleteSentences } from './split-sentences';

describe('takeCompleteSentences (a streaming reply)', () => {
  it('returns finished sentences and keeps the unfinished rest', () => {
    expect(takeCompleteSentences('Hello there! How are you today? I am')).toEqual({ sentences: ['Hello there!', 'How are you today?'], rest: 'I am' });
  });
  it('waits for the space after the stop, since more punctuation or text may follow', () => {
    expect(takeCompleteSentences('That is great.')).toEqual({ sentences: [], rest: 'That is great.' });
    expect(takeCompleteSentences('Really?! Yes')).toEqual({ sentences: ['Really?!'], rest: 'Yes' });
  });
  it('does not wait for the next word once the space after the stop has arrived', () => {
    expect(takeCompleteSentences('That is great. ')).toEqual({ sentences: ['That is great.'], rest: '' });
  });
  it('does not split after abbreviations or inside numbers', () => {
    expect(takeCompleteSentences('Dr. Smith paid 3.5 dollars, e.g. a coffee. Next')).toEqual({ sentences: ['Dr. Smith paid 3.5 dollars, e.g. a coffee.'], rest: 'Next' });
    expect(takeCompleteSentences('Read page No. 5 first. Then')).toEqual({ sentences: ['Read page No. 5 first.'], rest: 'Then' });
  });
  it('keeps closing quotes with their sentence', () => {
    expect(takeCompleteSentences('You could say: "I went there." Then')).toEqual({ sentences: ['You could say: "I went there."'], rest: 'Then' });
  });
  it('does not split an ellipsis inside a sentence, but does at its end', () => {
    expect(takeCompleteSentences('I was... you know, tired. Well… I slept. And')).toEqual({ sentences: ['I was... you know, tired.', 'Well…', 'I slept.'], rest: 'And' });
  });
  it('gives the same sentences however the text arrives', () => {
    const text = 'Dr. Lee said it costs 3.5 euros. ¿Quieres un café? ¡Claro que sí! Then we left.';
    let rest = '';
    const spoken: string[] = [];
    for (const piece of text.match(/.{1,3}/gsu)!) {
      const taken = takeCompleteSentences(rest + piece);
      spoken.push(...taken.sentences);
      rest = taken.rest;
    }
    expect([...spoken, rest.trim()]).toEqual(splitSentences(text));
  });
});

describe('splitSentences (a finished text)', () => {
  it('splits at . ! ? and Spanish opening marks', () => {
    expect(splitSentences('Hola, ¿qué tal? ¿Quieres un café? ¡Claro que sí! Vamos.')).toEqual(['Hola, ¿qué tal?', '¿Quieres un café?', '¡Claro que sí!', 'Vamos.']);
  });
  it('splits at line breaks and keeps the last sentence without a stop', () => {
    expect(splitSentences('Dear Anna,\nThank you for the letter.\n\nBest wishes')).toEqual(['Dear Anna,', 'Thank you for the letter.', 'Best wishes']);
  });
  it('does not split before a lower-case word, inside numbers or after abbreviations', () => {
    expect(splitSentences('We met at 10.30 a.m. in St. Mary, i.e. the church. It was fun.')).toEqual(['We met at 10.30 a.m. in St. Mary, i.e. the church.', 'It was fun.']);
  });
  it('keeps a list number with its item and drops pieces without words', () => {
    expect(splitSentences('1. Apples are red. ... 2. Pears are green.')).toEqual(['1. Apples are red.', '... 2. Pears are green.']);
    expect(splitSentences('  ...  ')).toEqual([]);
  });
  it('keeps a quoted recast in its sentence', () => {
    expect(splitSentences("You could say: 'I went there'. Try it!")).toEqual(["You could say: 'I went there'.", 'Try it!']);
  });
});
