/** Today's daily goal (minutes practised today against the learner's choice) and streak. */
import type { TodayDto } from '#/shared/api/today';
import type { CourseLanguage } from '#/shared/course/levels';
import { DAILY_GOAL_CHOICES } from '#/shared/today';
import { Alert } from '#/web/components/alert';
import { useT } from '#/web/i18n/use-t';
import { useSetDailyGoal } from './api/today';
import { todayCatalogue } from './messages/catalogue';

export function DailyGoalCard({ today, language }: { today: TodayDto; language: CourseLanguage }) {
  const setGoal = useSetDailyGoal(language);
  const t = useT(todayCatalogue);
  const done = Math.min(today.minutes_today, today.goal_minutes);
  const isMet = today.minutes_today >= today.goal_minutes;
  return (
    <section aria-labelledby="goal-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="goal-heading" className="text-lg font-semibold text-slate-900">{t('dailyGoal')}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {isMet ? t('goalMet', { minutes: today.minutes_today }) : t('minutesOfGoal', { minutes: today.minutes_today, goal: today.goal_minutes })}
      </p>
      <div role="progressbar" aria-label={t('minutesPractisedToday')} aria-valuemin={0} aria-valuemax={today.goal_minutes} aria-valuenow={done} className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className={`h-full rounded-full ${isMet ? 'bg-emerald-500' : 'bg-indigo-500'}`} style={{ width: `${(done / today.goal_minutes) * 100}%` }} />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{t('streak')}</span> {today.streak_days === 0 ? t('streakNone') : t('streakDays', { count: today.streak_days })}
      </p>
      <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <span>{t('goalPerDay')}</span>
        <select className="rounded-md border border-slate-300 px-2 py-1" value={today.goal_minutes} disabled={setGoal.isPending} onChange={(event) => setGoal.mutate(Number(event.target.value))}>
          {DAILY_GOAL_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>{t('goalOption', { minutes })}</option>
          ))}
        </select>
      </label>
      {setGoal.isError && <Alert tone="error" className="mt-2">{setGoal.error.message}</Alert>}
    </section>
  );
}
