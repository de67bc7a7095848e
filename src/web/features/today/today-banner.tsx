/** The top of /app: today's next step in one line, with the way to Today. */
import { Link } from 'react-router';
import { useStudyLanguage } from '#/web/features/course/public';
import { useT } from '#/web/i18n/use-t';
import { useToday } from './api/today';
import { todayCatalogue } from './messages/catalogue';

export function TodayBanner({ className = '' }: { className?: string }) {
  const [language] = useStudyLanguage();
  const today = useToday(language);
  const t = useT(todayCatalogue);
  if (!today.data) return null;
  const { next_lesson: step, reviews_due: due, minutes_today: minutes, goal_minutes: goal } = today.data;
  // A lesson's title can read like a line of its dialogue ("Hello! What's your name?"), so it is named as a lesson.
  const next = !step ? t('bannerPathFinished') : step.kind === 'check' ? t('bannerCheckFor', { unit: step.unit_title }) : t('bannerLesson', { title: step.title });
  return (
    <section aria-label={t('today')} className={`flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 ${className}`}>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{t('bannerToday')}</span> {t('bannerNext', { next })}
        {due > 0 ? ` · ${t('bannerReviewsDue', { count: due })}` : ''} · {t('bannerMinutes', { minutes: Math.min(minutes, goal), goal })}
      </p>
      <Link to="/app/today" className="text-sm font-semibold text-indigo-700 underline">{t('openToday')}</Link>
    </section>
  );
}
