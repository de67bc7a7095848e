import { describe, expect, it } from 'vitest';
import { dateToSkipWhenSaved, dueReminderDate, localTimeIn } from './local-time';

describe('localTimeIn', () => {
  it("reads the learner's date and hour in their zone, summer time included", () => {
    expect(localTimeIn('UTC', new Date('2026-03-10T23:30:00Z'))).toEqual({ date: '2026-03-10', hour: 23 });
    // Madrid is UTC+1 in winter and UTC+2 in summer.
    expect(localTimeIn('Europe/Madrid', new Date('2026-01-15T17:10:00Z'))).toEqual({ date: '2026-01-15', hour: 18 });
    expect(localTimeIn('Europe/Madrid', new Date('2026-07-15T17:10:00Z'))).toEqual({ date: '2026-07-15', hour: 19 });
    // Already tomorrow in Auckland, still yesterday in Los Angeles.
    expect(localTimeIn('Pacific/Auckland', new Date('2026-03-10T12:00:00Z'))).toEqual({ date: '2026-03-11', hour: 1 });
    expect(localTimeIn('America/Los_Angeles', new Date('2026-03-10T05:00:00Z'))).toEqual({ date: '2026-03-09', hour: 22 });
  });

  it('says midnight is hour 0, not 24', () => {
    expect(localTimeIn('UTC', new Date('2026-03-10T00:05:00Z'))).toEqual({ date: '2026-03-10', hour: 0 });
    expect(localTimeIn('Asia/Kolkata', new Date('2026-03-09T18:40:00Z'))).toEqual({ date: '2026-03-10', hour: 0 });
  });
});

describe('dueReminderDate', () => {
  const at = (iso: string) => new Date(iso);

  it('is due from the chosen local hour on, once per local date', () => {
    const plan = { reminderHour: 18, timeZone: 'Europe/Madrid', reminderSentOn: null };
    expect(dueReminderDate(plan, at('2026-01-15T16:59:00Z'))).toBeNull(); // 17:59 in Madrid
    expect(dueReminderDate(plan, at('2026-01-15T17:00:00Z'))).toBe('2026-01-15');
    expect(dueReminderDate(plan, at('2026-01-15T22:30:00Z'))).toBe('2026-01-15'); // later the same evening: still owed
    expect(dueReminderDate({ ...plan, reminderSentOn: '2026-01-15' }, at('2026-01-15T22:30:00Z'))).toBeNull();
    expect(dueReminderDate({ ...plan, reminderSentOn: '2026-01-14' }, at('2026-01-15T17:00:00Z'))).toBe('2026-01-15');
  });

  it('counts the day by the learner\'s calendar, not UTC', () => {
    // 08:00 on the 11th in Auckland is 19:00 UTC on the 10th.
    const plan = { reminderHour: 8, timeZone: 'Pacific/Auckland', reminderSentOn: '2026-03-10' };
    expect(dueReminderDate(plan, at('2026-03-10T19:00:00Z'))).toBe('2026-03-11');
    expect(dueReminderDate(plan, at('2026-03-10T18:59:00Z'))).toBeNull();
  });

  it('is never due when off, or in a zone the runtime does not know', () => {
    expect(dueReminderDate({ reminderHour: null, timeZone: 'UTC', reminderSentOn: null }, at('2026-03-10T23:00:00Z'))).toBeNull();
    expect(dueReminderDate({ reminderHour: 0, timeZone: 'Mars/Olympus_Mons', reminderSentOn: null }, at('2026-03-10T23:00:00Z'))).toBeNull();
  });
});

describe('dateToSkipWhenSaved', () => {
  it('skips today when the hour has passed, and nothing when it is still to come', () => {
    const evening = new Date('2026-01-15T18:00:00Z'); // 19:00 in Madrid
    expect(dateToSkipWhenSaved(18, 'Europe/Madrid', evening)).toBe('2026-01-15');
    expect(dateToSkipWhenSaved(19, 'Europe/Madrid', evening)).toBe('2026-01-15');
    expect(dateToSkipWhenSaved(21, 'Europe/Madrid', evening)).toBeNull();
    expect(dateToSkipWhenSaved(null, 'Europe/Madrid', evening)).toBeNull();
  });
});
