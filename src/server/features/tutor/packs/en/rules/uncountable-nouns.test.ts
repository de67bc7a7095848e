/** The reason this rule gives, beside what its record's examples already prove. */
import { describe, expect, it } from 'vitest';
import { correctWithRules } from '../../../grammar/correct-with-rule';
import { uncountableNouns } from './uncountable-nouns';

describe('uncountable-nouns', () => {
  it("names 'a piece of' in the reason where the noun is counted that way", () => {
    expect(correctWithRules('He gave me an advice.', [uncountableNouns]).whys[0]).toMatch(/a piece of advice/);
    expect(correctWithRules('There was a heavy traffic.', [uncountableNouns]).whys[0]).not.toMatch(/piece/);
  });
});
