/** The roleplay's goals and phrases, ticked as the learner reaches them (read from their own words by the server). */
import type { LessonRunView } from '#/shared/api/course';
import { useT } from '#/web/i18n/use-t';
import { lessonCatalogue } from './messages/catalogue';

export function GoalTracker({ run }: { run: LessonRunView }) {
  const met = run.goals.filter((goal) => goal.is_met).length;
  const t = useT(lessonCatalogue);
  return (
    <div className="rounded-lg bg-indigo-50 p-3 ring-1 ring-indigo-100">
      <h3 className="text-sm font-semibold text-slate-900">{t('yourGoals', { met, total: run.goals.length })}</h3>
      <ul className="mt-2 space-y-1 text-sm" aria-live="polite">
        {run.goals.map((goal) => (
          <li key={goal.id} className={goal.is_met ? 'text-green-800' : 'text-slate-700'}>
            <span aria-hidden="true">{goal.is_met ? '✓ ' : '○ '}</span>
            {goal.label}
            <span className="sr-only">{` ${t(goal.is_met ? 'goalDone' : 'goalToDo')}`}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-3 text-sm font-semibold text-slate-900">{t('phrasesToUse')}</h3>
      <ul className="mt-1 flex flex-wrap gap-1.5 text-xs">
        {run.phrases.map((phrase) => (
          <li key={phrase.text} className={`rounded-full px-2 py-0.5 ring-1 ${phrase.is_used ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-white text-slate-700 ring-slate-200'}`}>
            {phrase.is_used && <span aria-hidden="true">✓ </span>}
            {phrase.text}
            <span className="sr-only">{phrase.is_used ? ` ${t('phraseUsed')}` : ''}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
