import { describe, expect, it } from 'vitest';
import { describeTimeZone, formatHour, isSameTimeZone } from './time-words';

describe('time words', () => {
  it("says an hour as the learner's clock does", () => {
    expect(formatHour(18, 'en-US')).toBe('6 PM');
    expect(formatHour(0, 'en-US')).toBe('12 AM');
    expect(formatHour(18, 'en-GB')).toBe('18');
  });

  it('names a zone by its long name and its place', () => {
    expect(describeTimeZone('Europe/Madrid', new Date('2026-01-15T12:00:00Z'), 'en-US')).toBe('Central European Standard Time (Madrid)');
    expect(describeTimeZone('America/New_York', new Date('2026-07-15T12:00:00Z'), 'en-US')).toBe('Eastern Daylight Time (New York)');
    expect(describeTimeZone('UTC', new Date('2026-01-15T12:00:00Z'), 'en-US')).toBe('Coordinated Universal Time');
    expect(describeTimeZone('Not/A_Zone')).toBe('Not/A_Zone');
  });

  it('treats two spellings of one zone as the same', () => {
    expect(isSameTimeZone('Europe/Madrid', 'Europe/Madrid')).toBe(true);
    expect(isSameTimeZone('Europe/Madrid', 'Europe/Paris')).toBe(false);
    expect(isSameTimeZone('America/Argentina/Buenos_Aires', 'America/Buenos_Aires')).toBe(true);
  });
});
