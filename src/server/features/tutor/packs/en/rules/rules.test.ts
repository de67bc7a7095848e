/** Every English rule against its own record: each example must come out as its better form, each counter-example unchanged. */
import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { englishRules } from '..';

describe.each(englishRules.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
  it.each(rule.examples.map((e) => [e.text, e.better]))('corrects %j', (text, better) => {
    expect(correctWithRule(text, rule)).toBe(better);
  });

  it.each(rule.counterExamples)('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, rule)).toBe(sentence);
  });
});
