import { describe, expect, it } from 'vitest';
import { cutForPrecision } from './fit-pronunciation-model';

describe('cutForPrecision', () => {
  it('takes the lowest cut that keeps the precision asked for, flagging most', () => {
    const p = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4];
    const labels = [1, 1, 0, 1, 0, 0];
    expect(cutForPrecision(p, labels, 0.75, 1)).toBe(0.6); // 3 of 4 at 0.6
    expect(cutForPrecision(p, labels, 1, 1)).toBe(0.8);
  });

  it('never flags where no cut keeps the precision with enough flags to trust it', () => {
    expect(cutForPrecision([0.9, 0.8, 0.7], [1, 0, 0], 0.6, 2)).toBeGreaterThan(1);
    expect(cutForPrecision([0.9, 0.8, 0.7], [1, 0, 0], 0.6, 1)).toBe(0.9);
  });

  it('never cuts between two equal probabilities', () => {
    expect(cutForPrecision([0.9, 0.5, 0.5], [1, 1, 0], 0.6, 1)).toBe(0.5);
    expect(cutForPrecision([0.9, 0.5, 0.5, 0.5], [1, 1, 0, 0], 0.6, 1)).toBe(0.9);
  });
});
