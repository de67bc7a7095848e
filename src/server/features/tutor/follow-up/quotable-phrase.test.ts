import { describe, expect, it } from 'vitest';
import { quotablePhrase } from './quotable-phrase';

describe('a thing the learner named with "the"', () => {
  it('is quoted when its word is a noun and a verb alike: the article made it a noun', () => {
    expect(quotablePhrase('the project', 'We finished the project last night.')).toBe('the project');
    expect(quotablePhrase('the shop', 'The shop sells old maps.')).toBe('the shop');
    expect(quotablePhrase('the match', 'My brother and I watched the match.')).toBe('the match');
    expect(quotablePhrase('the plan', 'Our teacher liked the plan.')).toBe('the plan');
  });

  it('is not quoted after "a", nor when the word describes or measures rather than names', () => {
    expect(quotablePhrase('a means', 'It is a means to an end.')).toBeNull();
    expect(quotablePhrase('a cook', 'My uncle is a cook.')).toBeNull();
    expect(quotablePhrase('the best', 'She is the best.')).toBeNull();
    expect(quotablePhrase('the present', 'Live in the present.')).toBeNull();
    expect(quotablePhrase('the rest', 'I slept the rest of the day.')).toBeNull();
    expect(quotablePhrase('the lot', 'We ate the lot.')).toBeNull();
  });
});
