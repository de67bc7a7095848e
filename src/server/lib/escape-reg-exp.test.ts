import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-reg-exp';

describe('escapeRegExp', () => {
  it('matches the text literally, whatever it holds', () => {
    for (const text of ['a.b', '(1+1)*2?', 'x^y$', '[a]{2}|c\\d', "it's"]) {
      expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    }
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});
