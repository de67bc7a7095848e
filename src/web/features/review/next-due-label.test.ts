import { describe, expect, it } from 'vitest';
import { nextDueLabel } from './next-due-label';

const now = new Date('2026-03-10T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('nextDueLabel', () => {
  it('names minutes, hours and days', () => {
    expect(nextDueLabel(later(60_000), now)).toBe('in 1 minute');
    expect(nextDueLabel(later(10 * 60_000), now)).toBe('in 10 minutes');
    expect(nextDueLabel(later(3 * 3_600_000), now)).toBe('in 3 hours');
    expect(nextDueLabel(later(26 * 3_600_000), now)).toBe('tomorrow');
    expect(nextDueLabel(later(4 * 86_400_000), now)).toBe('in 4 days');
  });
});
