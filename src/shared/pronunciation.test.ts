import { describe, expect, it } from 'vitest';
import { describeScore, scoreBand } from './pronunciation';

describe('scoreBand', () => {
  it('puts 80 and up in good, 60-79 in fair and under 60 in poor, as the score is shown (whole)', () => {
    expect([100, 80, 79.6, 79.4, 60, 59.4, 0].map(scoreBand)).toEqual(['good', 'good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('says a score in plain words', () => {
    expect(describeScore(72)).toBe('72 out of 100, almost');
    expect(describeScore(45)).toBe('45 out of 100, needs practice');
    expect(describeScore(79.6)).toBe('80 out of 100, clear');
  });
});
