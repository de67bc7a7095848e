import { describe, expect, it } from 'vitest';
import { READING_FEATURES, type ReadingEvidence, WORD_FEATURES, type WordEvidence } from './reading-evidence';
import { learnSoundNorms, STANDING_FEATURES, wordFeatureRows } from './word-features';

const word = (): WordEvidence => Object.fromEntries(WORD_FEATURES.map((name) => [name, 0])) as WordEvidence;
/** A reading whose words' sounds are given as [phone, cost, seconds]. */
const reading = (sounds: Array<Array<[string, number, number]>>): ReadingEvidence => ({
  words: sounds.map(word),
  sounds: sounds.map((list) => list.map(([phone, cost, seconds]) => [phone, cost, seconds, 0])),
  extras: [],
  flow: Object.fromEntries(READING_FEATURES.map((name) => [name, 0])) as ReadingEvidence['flow'],
  isOwnMistake: sounds.map(() => false),
});

describe('learnSoundNorms and wordFeatureRows', () => {
  const usual = [reading([[['S', 0.1, 0.1], ['IY', 0.05, 0.1]]]), reading([[['S', 0.3, 0.1], ['IY', 0.15, 0.1]]])];
  const norms = learnSoundNorms(usual);

  it("learns each phone's usual cost per 10 ms frame and its spread", () => {
    expect(norms.S!.cost[0]).toBeCloseTo(0.02);
    expect(norms.S!.cost[1]).toBeCloseTo(0.01);
    expect(norms.IY!.cost[0]).toBeCloseTo(0.01);
  });

  it("stands each sound against its own phone's usual, so a phone that always fits worse is not a slip", () => {
    const [sea, worse] = wordFeatureRows(reading([[['S', 0.2, 0.1], ['IY', 0.1, 0.1]], [['S', 0.2, 0.1], ['IY', 0.3, 0.1]]]), norms);
    expect(sea!.worstSoundStanding).toBeCloseTo(0); // both sounds at their phones' mean
    expect(worse!.worstSoundStanding).toBeCloseTo(4); // "ee" 4 spreads above its usual
    expect(worse!.worstSoundAboveReadingStanding).toBeGreaterThan(sea!.worstSoundAboveReadingStanding!);
  });

  it('gives every feature it names, for every word, a word the alignment left out among them', () => {
    const rows = wordFeatureRows(reading([[['S', 0.2, 0.1]], []]), norms);
    for (const row of rows) for (const name of [...WORD_FEATURES, ...STANDING_FEATURES]) expect(Number.isFinite(row[name]), name).toBe(true);
  });
});
