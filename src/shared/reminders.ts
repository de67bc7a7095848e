/** The daily reminder's rules, zod-free for the browser bundle (ADR 030). */

/** The hour a reminder is offered at when the learner first turns it on: early evening, after work or school. */
export const DEFAULT_REMINDER_HOUR = 18;
export const LATEST_REMINDER_HOUR = 23;

/** An IANA zone name this runtime knows ('Europe/Madrid', 'UTC'); offsets such as '+01:00' are not zones. */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
