/** The learner's wall clock: their local date and hour in an IANA zone, read through Intl. */

export type LocalTime = { /** 'YYYY-MM-DD' */ date: string; /** 0-23 */ hour: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA with h23: numeric parts in a fixed order, midnight as 00 (never 24).
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localTimeIn(timeZone: string, now: Date): LocalTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) % 24 };
}

export type ReminderPlan = { reminderHour: number | null; timeZone: string; reminderSentOn: string | null };

/**
 * The local date whose reminder is due now, or null: the reminder is on, the learner's clock has reached
 * the hour today, and no reminder went out for today yet. A zone this runtime does not know is never due.
 */
export function dueReminderDate(plan: ReminderPlan, now: Date): string | null {
  if (plan.reminderHour === null) return null;
  let local: LocalTime;
  try {
    local = localTimeIn(plan.timeZone, now);
  } catch {
    return null;
  }
  if (local.hour < plan.reminderHour) return null;
  // 'YYYY-MM-DD' strings compare as dates.
  if (plan.reminderSentOn !== null && plan.reminderSentOn >= local.date) return null;
  return local.date;
}

/**
 * The local date to mark as reminded when the learner saves their hour: today when the hour has already
 * passed (turning the reminder on at 19:00 for 18:00 sends nothing at once; the first comes tomorrow),
 * else null (a later hour still comes today).
 */
export function dateToSkipWhenSaved(reminderHour: number | null, timeZone: string, now: Date): string | null {
  return dueReminderDate({ reminderHour, timeZone, reminderSentOn: null }, now);
}
