import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './read-request-depth';

describe('isNestedDeeperThan', () => {
  it('counts arrays and objects opened inside one another', () => {
    expect(isNestedDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(isNestedDeeperThan('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isNestedDeeperThan(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)).toBe(true);
    expect(isNestedDeeperThan(JSON.stringify({ a: [1, { b: [2] }], c: Array.from({ length: 500 }, () => [1]) }))).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(isNestedDeeperThan(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(isNestedDeeperThan(JSON.stringify({ text: `"\\${'{'.repeat(1000)}` }))).toBe(false);
  });
});
