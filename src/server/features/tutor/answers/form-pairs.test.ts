import { describe, expect, it } from 'vitest';
import { explainFormPair } from './form-pairs';

describe('explainFormPair', () => {
  it.each([
    ['found', 'founded', "'found' is the past of 'find'"],
    ['founded', 'found', "'founded' is the past of the verb 'found'"],
    ['wound', 'wounded', "'wound' is the past of 'wind'"],
    ['ground', 'grounded', "'ground' is the past of 'grind'"],
  ])('%s and %s: two verbs', (first, second, said) => {
    expect(explainFormPair(first, second)?.text).toContain(said);
  });

  it.each([
    ['stressed', 'stressful'],
    ['bored', 'boring'],
    ['boring', 'bored'],
    ['tired', 'tiring'],
    ['worried', 'worrying'],
    ['interested', 'interesting'],
    ['embarrassed', 'embarrassing'],
  ])('%s and %s: a feeling and what causes it', (first, second) => {
    const feeling = /ed$/.test(first) ? first : second;
    expect(explainFormPair(first, second)?.text).toContain(`'${feeling}' says how a person feels`);
  });

  it.each([
    ['walked', 'walking'], // forms of one verb, no adjectives
    ['left', 'lefted'], // 'left' is no verb of its own
    ['big', 'large'],
    ['make', 'do'],
    ['live', 'life'],
    ['a lot of', 'many'],
  ])('%s and %s: no pair of forms', (first, second) => {
    expect(explainFormPair(first, second)).toBeNull();
  });
});
