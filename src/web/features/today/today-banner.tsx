/** The top of /app: today's next step in one line, with the way to Today. */
import { Link } from 'react-router';
import { useStudyLanguage } from '#/web/features/course/public';
import { useToday } from './api/today';

export function TodayBanner({ className = '' }: { className?: string }) {
  const [language] = useStudyLanguage();
  const today = useToday(language);
  if (!today.data) return null;
  const { next_lesson: step, reviews_due: due, minutes_today: minutes, goal_minutes: goal } = today.data;
  const next = !step ? 'your path is finished' : step.kind === 'check' ? `the check for ${step.unit_title}` : step.title;
  return (
    <section aria-label="Today" className={`flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 ${className}`}>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Today:</span> next, {next}
        {due > 0 ? ` · ${due === 1 ? '1 review' : `${due} reviews`} due` : ''} · {Math.min(minutes, goal)} of {goal} minutes
      </p>
      <Link to="/app/today" className="text-sm font-semibold text-indigo-700 underline">Open Today</Link>
    </section>
  );
}
