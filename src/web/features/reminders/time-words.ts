/** The browser's time zone and hours, in the learner's own words (their locale's clock, the zone's long name). */

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Two spellings of one zone ('Asia/Calcutta', 'Asia/Kolkata') compare equal. */
export function isSameTimeZone(a: string, b: string): boolean {
  try {
    const canonical = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return canonical(a) === canonical(b);
  } catch {
    return a === b;
  }
}

/** 18 → "6 PM" in en-US, "18" in en-GB: the hour as the learner's clock shows it. */
export function formatHour(hour: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, hour)));
}

/** 'Europe/Madrid' → "Central European Standard Time (Madrid)"; 'UTC' → "Coordinated Universal Time". */
export function describeTimeZone(zone: string, now = new Date(), locale?: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' }).formatToParts(now).find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return zone;
  }
  const place = zone.includes('/') ? zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ') : '';
  if (!name) return place || zone;
  return place && !name.includes(place) ? `${name} (${place})` : name;
}
