import { describe, expect, it } from 'vitest';
import { TOLD_FACT_PHRASINGS } from './told-fact-phrasings';
import { describeToldFacts, readKeptFact, readToldFacts } from './told-facts';

describe('every phrasing reads its own examples, and none of its counter-examples', () => {
  for (const phrasing of TOLD_FACT_PHRASINGS) {
    for (const [message, fact] of phrasing.examples) {
      it(`${phrasing.kind}: "${message}" → ${fact}`, () => {
        expect(describeToldFacts(message)).toContain(fact);
        expect(readKeptFact(fact)?.kind).toBe(phrasing.kind);
      });
    }
    for (const message of phrasing.counterExamples ?? []) {
      it(`${phrasing.kind}: nothing from "${message}"`, () => {
        expect(readToldFacts(message).filter((f) => f.kind === phrasing.kind)).toEqual([]);
      });
    }
  }
});

describe('facts told the way learners tell them', () => {
  it.each([
    ["Hi Sophia! I'm Noor, I'm 34 and I work in a hospital as a nurse.", ['Is called Noor', 'Is 34 years old', 'Works as a nurse in a hospital']],
    ['I have 34 years and I am work as nurse.', ['Is 34 years old', 'Works as a nurse']],
    ['I moved here from Lima last year and my exam is on 3 March.', ['Moved here from Lima last year', 'Has an exam on 3 March']],
    ['i live in leeds with my husband', ['Lives in Leeds']],
    ['Im a taxi driver in Athens, I have 2 kids.', ['Works as a taxi driver in Athens', 'Has 2 kids']],
    ['I am living in Toronto since five years, before I lived in Kyiv.', ['Lives in Toronto']],
    ['My TOEIC exam is at the end of the month.', ['Has a TOEIC exam at the end of the month']],
    ['I work at the airport, I am security guard.', ['Works as a security guard', 'Works at the airport']],
    ['Im 45, married, two kids, and I am manager in a supermarket.', ['Is 45 years old', 'Works as a manager in a supermarket']],
    ['I am from Colombia, I live in Spain since 2 years.', ['Comes from Colombia', 'Lives in Spain']],
    ['i am 23 years old and i study nursing', ['Is 23 years old', 'Studies nursing']],
    ['I am housewife and I have three children.', ['Is a housewife', 'Has three children']],
    // A place ends with its sentence; an abbreviation's full stop does not end it.
    ['My name is Ana and I am from Brazil. I want improve my english.', ['Is called Ana', 'Comes from Brazil']],
    ['I live in St. Louis with my wife.', ['Lives in St. Louis']],
  ])('%s', (message, facts) => {
    expect(describeToldFacts(message)).toEqual(expect.arrayContaining(facts));
  });

  it.each([
    'What is my job?',
    'Do you remember where I live?',
    'My brother is 34 and works as a chef in Rome.',
    'I am not a nurse, I just help at home.',
    'It is a lovely day in Leeds.',
    'I work like crazy these days.',
    'Yesterday my friend told me she is a lawyer.',
    'I think I am a good cook.',
  ])('keeps nothing from "%s"', (message) => {
    expect(readToldFacts(message).filter((f) => ['age', 'job', 'city', 'name'].includes(f.kind))).toEqual([]);
  });

  it('reads back sentences the paid model writes the same way', () => {
    expect(readKeptFact('Works as a nurse')).toMatchObject({ kind: 'job', slots: { job: 'nurse' } });
    expect(readKeptFact('Lives in Leeds')).toMatchObject({ kind: 'city', slots: { place: 'Leeds' } });
    expect(readKeptFact('Enjoys hiking')).toBeNull();
  });
});
