import tokenizer from 'llama-tokenizer-js';
import { describe, expect, it } from 'vitest';
import { promptTokens, writtenAsHeard } from './speech-model-likelihood.mjs';

describe('the sentence as the speech recogniser reads it', () => {
  it('writes it as the recogniser writes what it hears: a capital first letter, "I" upper case', () => {
    expect(writtenAsHeard(['WE', 'READ', 'THE', 'RIGHT', 'LETTER'])).toEqual(['We', 'read', 'the', 'right', 'letter']);
    expect(writtenAsHeard(['so', 'i', 'think', "i'm", 'in', 'it'])).toEqual(['So', 'I', 'think', "I'm", 'in', 'it']);
    expect(writtenAsHeard(['it', 'is', 'ice'])).toEqual(['It', 'is', 'ice']); // a word starting with "i" stays
  });

  it('gives every token to the word it spells, and the full stop to none', () => {
    const words = ['THE', 'ELEPHANTS', "LET'S", 'GO'];
    const { ids, wordOf } = promptTokens(tokenizer, words);
    expect(ids).toHaveLength(wordOf.length);
    expect(wordOf.at(-1)).toBe(-1);
    const spelt = words.map((_, at) => tokenizer.decode(ids.filter((_, token) => wordOf[token] === at), false, false).trim());
    expect(spelt).toEqual(['The', 'elephants', "let's", 'go']);
    // Tokenised word by word, the sentence reads as it would tokenised whole.
    expect(ids).toEqual(tokenizer.encode("The elephants let's go.", false, true));
  });
});
