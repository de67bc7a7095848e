import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './format-time';
import { LOCALE_CODES } from './locales';

describe('the time of day formatted without Intl', () => {
  it.each(LOCALE_CODES.map((locale) => [locale]))('writes every hour and minute as Intl does in %s', (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 7, 30, 59]) {
        const date = new Date(2026, 10, 30, hour, minute);
        expect(formatTimeOfDay(locale, date)).toBe(intl.format(date));
      }
    }
  });

  it('reads a timestamp or an ISO string as the same moment', () => {
    const date = new Date(2026, 10, 30, 15, 4);
    expect(formatTimeOfDay('en', date.getTime())).toBe('3:04 PM');
    expect(formatTimeOfDay('es', date.toISOString())).toBe('15:04');
  });

  it('leaves an invalid date to Intl, which refuses it', () => {
    expect(() => formatTimeOfDay('en', 'not a date')).toThrow(RangeError);
  });
});
