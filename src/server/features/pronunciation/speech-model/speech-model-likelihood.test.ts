import tokenizer from 'llama-tokenizer-js';
import { describe, expect, it } from 'vitest';
import { promptTokens, tokenLikelihood, writtenAsHeard } from './speech-model-likelihood.mjs';

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

describe("one token's likelihood", () => {
  const softmax = (scores: number[]) => {
    const exps = scores.map((score) => Math.exp(score));
    const sum = exps.reduce((total, e) => total + e, 0);
    return exps.map((e) => e / sum);
  };
  const entropyOf = (p: number[]) => -p.reduce((total, q) => total + (q > 0 ? q * Math.log(q) : 0), 0);

  it("reads the target's log probability, whether it came first, and the entropy of the choice from one position", () => {
    // Two positions of a vocabulary of four, read from the second.
    const scores = [9, 9, 9, 9, 2, 0.5, -1, 2.4];
    const p = softmax([2, 0.5, -1, 2.4]);
    const heard = tokenLikelihood(scores, 4, 4, 0);
    expect(heard.logProb).toBeCloseTo(Math.log(p[0]!), 10);
    expect(heard.isFirstChoice).toBe(false);
    expect(heard.entropy).toBeCloseTo(entropyOf(p), 10);
    expect(tokenLikelihood(scores, 4, 4, 3).isFirstChoice).toBe(true);
  });

  it('is sure (entropy near 0) where one token stands far above the rest, and most unsure (log of the vocabulary) where all tie', () => {
    expect(tokenLikelihood([40, 0, 0, 0], 0, 4, 0).entropy).toBeLessThan(1e-6);
    expect(tokenLikelihood([1, 1, 1, 1], 0, 4, 2).entropy).toBeCloseTo(Math.log(4), 10);
  });
});
