import { describe, expect, it } from 'vitest';
import { correctWithRule } from '../../../grammar/correct-with-rule';
import { doubleSubject } from './double-subject';

describe('double-subject', () => {
  it.each([
    ['My mother she works in a school.', 'My mother works in a school.'],
    ['The students they are tired.', 'The students are tired.'],
    ['Our car it is very old.', 'Our car is very old.'],
    ['My sister she lives in Paris.', 'My sister lives in Paris.'],
    ['Anna she is a nurse.', 'Anna is a nurse.'],
    ['My mother she says she is tired.', 'My mother says she is tired.'],
    ['My brother he lives in London and works in a bank.', 'My brother lives in London and works in a bank.'],
    ['My sister she has never lived here.', 'My sister has never lived here.'],
    ['Our house it was built in 1990.', 'Our house was built in 1990.'],
  ])('corrects %j', (wrong, right) => {
    expect(correctWithRule(wrong, doubleSubject)).toBe(right);
  });

  it.each([
    'My mother works in a school.',
    'Yesterday he called me.',
    'My friend, he is great.',
    'The book that he wrote is great.',
    'After lunch, he/she can leave early.',
    // A time said before the subject is no subject.
    'This time he succeeded.',
    'One day she decided to leave.',
    'This morning she called me.',
    'Last year they moved to Rome.',
    'Every day it rains here.',
    // A noun with its own relative clause and no 'that' ('the book he wrote'): the noun's verb comes later.
    'The book he wrote became a bestseller.',
    'The people she met were friendly.',
    'The job she wanted went to someone else.',
    'The dress she wore was beautiful.',
    'The city it describes no longer exists.',
    'The house it replaced was older.',
    'The land he conquered comprised several provinces.',
    'The part he failed was the naming of state capitals.',
    'The amount he had in cash was insufficient.',
    'The students they taught at the school were brilliant.',
    // ... or a preposition left at the end of the clause.
    'The external software it does work with, such as OpenSSL, is optional.',
    'The frustrating tsuris he subjected himself to.',
    // 'he' and 'she' stand for a person, 'it' for a thing.
    'The same homely dress she wore in the days of her peasanthood.',
    'The report she wrote in two days.',
    'The teacher it mentions in the title.',
    // 'The + comparative' pairs two clauses.
    'The more he studies, the better he gets.',
    'The less he knows the more positive he gets.',
  ])('leaves %j alone', (sentence) => {
    expect(correctWithRule(sentence, doubleSubject)).toBe(sentence);
  });
});
