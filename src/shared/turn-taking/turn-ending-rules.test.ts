import { describe, expect, it } from 'vitest';
import en from './packs/en.json';
import es from './packs/es.json';
import { expandPhrase, readPack, type WrittenTurnEndingPack } from './turn-ending-rules';

const classes = { numeral: ['two', 'three'], subject: ['i', 'we'] };

describe('expandPhrase', () => {
  it('keeps a phrase that names no word class', () => expect(expandPhrase('desde hace', classes)).toEqual(['desde hace']));

  it('spells a word class out, every word of it, and two classes as every pair', () => {
    expect(expandPhrase('hace {numeral}', classes)).toEqual(['hace two', 'hace three']);
    expect(expandPhrase('so do {subject} {numeral}', classes)).toEqual(['so do i two', 'so do i three', 'so do we two', 'so do we three']);
  });

  it('fails at once on a class the pack does not have', () => {
    expect(() => expandPhrase('for {numerals}', classes)).toThrow(/"numerals"/);
  });
});

describe('readPack', () => {
  it("gives the engine each rule's phrases with the word classes spelled out, the rest as written", () => {
    const written: WrittenTurnEndingPack = {
      language: 'xx',
      wordClasses: classes,
      rules: [{ family: 'time', ending: 'open', why: 'a number needs its unit', phrases: ['hace', 'hace {numeral}'], examples: ['hace two'], counterExamples: [] }],
      backchannels: { why: '', phrases: [], examples: [], counterExamples: [] },
    };
    const pack = readPack(written);
    expect(pack.rules[0]!.phrases).toEqual(['hace', 'hace two', 'hace three']);
    expect(pack.rules[0]!.examples).toEqual(['hace two']);
    expect(pack).not.toHaveProperty('wordClasses');
  });
});

describe.each([en, es] as WrittenTurnEndingPack[])('the written $language pack', (pack) => {
  it('names every word class it has in some phrase', () => {
    const named = pack.rules.flatMap((rule) => rule.phrases).join(' ');
    for (const wordClass of Object.keys(pack.wordClasses ?? {})) expect(named, wordClass).toContain(`{${wordClass}}`);
  });
});
