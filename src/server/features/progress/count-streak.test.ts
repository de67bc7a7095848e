import { describe, expect, it } from 'vitest';
import { countStreak } from './count-streak';

const today = new Date('2026-03-10T15:00:00Z');

describe('countStreak', () => {
  it('counts consecutive days ending today', () => {
    expect(countStreak(new Set(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06']), today)).toBe(3);
  });
  it('still counts a streak that ended yesterday (today is not over)', () => {
    expect(countStreak(new Set(['2026-03-09', '2026-03-08']), today)).toBe(2);
  });
  it('is zero after a missed day', () => {
    expect(countStreak(new Set(['2026-03-08']), today)).toBe(0);
  });
});
