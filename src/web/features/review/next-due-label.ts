/** 'in 10 minutes', 'tomorrow', 'in 4 days' (in `locale`'s words): when a graded card comes back. */
export function nextDueLabel(due: Date, now: Date, locale = 'en'): string {
  const when = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.max(1, Math.round((due.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return when.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return when.format(hours, 'hour');
  return when.format(Math.round(hours / 24), 'day');
}
