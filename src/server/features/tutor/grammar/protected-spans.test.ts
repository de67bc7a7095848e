import { describe, expect, it } from 'vitest';
import { protectedSpans } from './protected-spans';

const covered = (sentence: string) => protectedSpans(sentence).map((s) => sentence.slice(s.start, s.end));

describe('protectedSpans', () => {
  it('keeps quoted words, names, titles and slash pairs away from corrections', () => {
    expect(covered('My teacher says "he go" is a mistake.')).toContain('"he go"');
    expect(covered("We learned the word 'runned' today.")).toContain("'runned'");
    expect(covered('Every student must bring his/her book.')).toContain('his/her');
    expect(covered('Yesterday we watched The Lord of the Rings with Maria.')).toEqual(expect.arrayContaining(['The Lord of the Rings', 'Maria']));
  });

  it('does not protect the first word of a sentence or the word I', () => {
    expect(covered('Yesterday I goed home.')).toEqual([]);
    expect(covered("Tomorrow I'm going out.")).toEqual([]);
  });

  it('keeps a word stretched on purpose (a letter thrice at its end or four times), never a letter tripled inside a word', () => {
    expect(covered('It was sooo good.')).toContain('sooo');
    expect(covered('pleeeease help')).toContain('pleeeease');
    expect(covered('I will meeet my friend.')).toEqual([]);
    expect(covered('I am verry happy.')).toEqual([]);
    expect(covered('The committee will meet.')).toEqual([]);
    expect(covered('yesss, thank you')).toContain('yesss');
    expect(covered('I need a cofffee.')).toEqual([]);
  });
});
