import { describe, expect, it } from 'vitest';
import { capitalizeLoneI } from './text-pieces';

describe('capitalizeLoneI', () => {
  it('capitalises the pronoun wherever it stands alone', () => {
    expect(capitalizeLoneI("i think i'm ready, and i am")).toBe("I think I'm ready, and I am");
    expect(capitalizeLoneI('yesterday i went (i was late)')).toBe('yesterday I went (I was late)');
  });

  it('leaves an i inside a word, after an accented letter too', () => {
    for (const word of ['Hawái', 'Dubái', 'Shanghái', 'bonsáis', 'it', 'Mi', 'iPhone', '2i']) expect(capitalizeLoneI(word)).toBe(word);
    expect(capitalizeLoneI('en Hawái')).toBe('en Hawái');
  });
});
