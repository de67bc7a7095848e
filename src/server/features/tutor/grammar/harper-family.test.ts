/** Each Harper finding is counted in one family, the unit the gate switches on or off. */
import { describe, expect, it } from 'vitest';
import { harperFamily } from './confident-issue';
import type { GrammarIssue } from './grammar-issue';

const issue = (kind: string, problem: string, message = ''): GrammarIssue => ({ kind, problem, message, suggestions: [], start: 0, end: problem.length });

describe('harperFamily', () => {
  it('puts every letter slip of a misspelling in one family', () => {
    expect(harperFamily(issue('Spelling', 'freind'), 'friend')).toBe('harper:spelling');
    expect(harperFamily(issue('Spelling', 'tommorow'), 'tomorrow')).toBe('harper:spelling');
    expect(harperFamily(issue('Spelling', 'excercise'), 'exercise')).toBe('harper:spelling');
  });

  it('keeps a capital, an apostrophe and a space apart: other slips, measured apart', () => {
    expect(harperFamily(issue('Spelling', 'monday'), 'Monday')).toBe('harper:spelling-capital');
    expect(harperFamily(issue('Spelling', 'dont'), "don't")).toBe('harper:spelling-apostrophe');
    expect(harperFamily(issue('Spelling', 'alot'), 'a lot')).toBe('harper:spelling-spacing');
  });

  it('names a grammar finding by its message, and anything else by its kind', () => {
    expect(harperFamily(issue('Grammar', 'goed', 'Use the irregular form'), 'went')).toBe('harper:irregular-form');
    expect(harperFamily(issue('WordChoice', 'to', 'Use `too` here to mean `also` or an excessive degree.'), 'too')).toBe('harper:too-or-to');
    expect(harperFamily(issue('Style', 'very unique', 'Something else'), 'unique')).toBe('harper:style');
  });
});
