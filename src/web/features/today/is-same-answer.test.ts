import { describe, expect, it } from 'vitest';
import { isSameAnswer } from './is-same-answer';

describe('isSameAnswer', () => {
  it('accepts the better version whatever the case, spacing, quotes and end punctuation', () => {
    expect(isSameAnswer('  she goes   to work ', 'She goes to work.')).toBe(true);
    expect(isSameAnswer('I don’t know', "I don't know!")).toBe(true);
    expect(isSameAnswer('¿Dónde está?', 'dónde está')).toBe(true);
  });
  it('refuses a different word, a missing word or nothing', () => {
    expect(isSameAnswer('she go to work', 'She goes to work.')).toBe(false);
    expect(isSameAnswer('goes to work', 'She goes to work.')).toBe(false);
    expect(isSameAnswer('  ', '')).toBe(false);
    expect(isSameAnswer('donde esta', 'dónde está')).toBe(false);
  });
});
