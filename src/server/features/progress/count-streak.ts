/** Days in a row practised, ending today, or yesterday when today has not been practised yet (UTC days). */
export function countStreak(practisedDays: ReadonlySet<string>, today: Date): number {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const key = () => day.toISOString().slice(0, 10);
  if (!practisedDays.has(key())) day.setUTCDate(day.getUTCDate() - 1);
  let streak = 0;
  while (practisedDays.has(key())) {
    streak += 1;
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return streak;
}
