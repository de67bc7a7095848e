import { describe, expect, it } from 'vitest';
import { correctWithRule } from './correct-with-rule';
import { indirectObject } from './indirect-object';

describe('indirect-object', () => {
  it.each([
    ['She explained us the rules.', 'She explained the rules to us.'],
    ['He said me goodbye.', 'He told me goodbye.'],
    ['Can you describe me your house?', 'Can you describe your house to me?'],
    ['Please explain me why.', 'Please explain to me why.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, indirectObject)).toBe(right);
  });

  it.each([
    'He explained the problem to me.',
    'She told me the truth.',
    'He said that he was tired.',
    'They said hello to me.',
    'He explained her idea to the class.',
    // 'you' starts what was said.
    'He said you were right.',
    "Let's say you had a lot of money.",
    'They said you would come.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, indirectObject)).toBe(sentence);
  });
});
