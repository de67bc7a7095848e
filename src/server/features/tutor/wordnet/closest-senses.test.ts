import { describe, expect, it } from 'vitest';
import { lookUpSenses } from '../define-word';
import { closestSenses } from './closest-senses';

/** The glosses of the senses two words are taken in when asked about together. */
function sensesOf(first: string, second: string): [string, string] {
  const [a, b] = [lookUpSenses(first)!, lookUpSenses(second)!];
  const near = closestSenses(a.pos, a.offsets!, b.offsets!);
  return [a.senses[near.first]!.definition, b.senses[near.second]!.definition];
}

describe('the senses two words are asked in', () => {
  it.each([
    // First senses unrelated; a pair close by in the order is close in meaning.
    ['appointment', 'meeting', /meeting arranged in advance/, /gathering/],
    ['fan', 'supporter', /devotee/, /backs/],
    // One synset: the words can mean the same thing.
    ['bill', 'invoice', /itemized statement/, /itemized statement/],
  ])("'%s' and '%s' are taken in the senses near each other", (first, second, a, b) => {
    const [senseA, senseB] = sensesOf(first, second);
    expect(senseA).toMatch(a);
    expect(senseB).toMatch(b);
  });

  it.each([
    // Related first senses are kept.
    ['boss', 'manager', /exercises control over workers/, /controls resources/],
    // A false friend: no sense near, so each in its commonest.
    ['sensible', 'sensitive', /sound judgment/, /responsive to physical stimuli/],
  ])("'%s' and '%s' keep their commonest senses", (first, second, a, b) => {
    const [senseA, senseB] = sensesOf(first, second);
    expect(senseA).toMatch(a);
    expect(senseB).toMatch(b);
  });

  it('never reaches for a rare sense the two share (earn and win share only their fifth)', () => {
    const [, win] = sensesOf('earn', 'win');
    expect(win).not.toMatch(/acquire or deserve/);
  });
});
