/** One unit on the path: what the learner can do after it, its grammar, its three lessons and its check. */
import { Link } from 'react-router';
import type { CoursePath, LessonStatus } from '#/shared/api/course';
import { useT } from '#/web/i18n/use-t';
import { courseCatalogue } from './messages/catalogue';
import { STATUS_LABEL_KEY, STATUS_MARK } from './status-label';

type PathUnitData = CoursePath['units'][number];

function StepLink({ to, status, children }: { to: string; status: LessonStatus; children: string }) {
  const t = useT(courseCatalogue);
  const mark = (
    <span aria-hidden="true" className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs ${status === 'done' ? 'bg-green-100 text-green-800' : status === 'open' ? 'bg-indigo-100 text-indigo-700' : 'bg-slate-100 text-slate-500'}`}>
      {STATUS_MARK[status]}
    </span>
  );
  const label = <span className="sr-only">{` (${t(STATUS_LABEL_KEY[status])})`}</span>;
  if (status === 'locked') {
    return (
      <span className="flex items-center gap-3 py-1.5 text-slate-500">
        {mark}
        <span>{children}{label}</span>
      </span>
    );
  }
  return (
    <Link to={status === 'upgrade' ? '/pricing' : to} className="flex items-center gap-3 rounded-md py-1.5 text-slate-800 hover:text-indigo-700">
      {mark}
      <span className="underline-offset-2 hover:underline">{children}{label}</span>
      {status === 'upgrade' && <span className="ms-auto rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('upgrade')}</span>}
    </Link>
  );
}

export function PathUnit({ unit }: { unit: PathUnitData }) {
  const t = useT(courseCatalogue);
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-500">{unit.level}</p>
      <h2 className="text-lg font-semibold text-slate-900">{unit.title}</h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700" aria-label={t('afterThisUnit')}>
        {unit.can_do.map((statement) => (
          <li key={statement}>{statement}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t('grammarPoint', { point: unit.grammar_point })}</p>
      <ol className="mt-3 space-y-0.5 text-sm" aria-label={t('lessonsOfUnit', { unit: unit.title })}>
        {unit.lessons.map((lesson, i) => (
          <li key={lesson.id}>
            <StepLink to={`/app/lessons/${lesson.id}`} status={lesson.status}>{t('lessonItem', { number: i + 1, title: lesson.title })}</StepLink>
          </li>
        ))}
        <li>
          <StepLink to={`/app/units/${unit.id}/check`} status={unit.check.status}>
            {unit.check.best_score === null ? t('unitCheck') : t('unitCheckBest', { score: unit.check.best_score, total: unit.check.total })}
          </StepLink>
        </li>
      </ol>
    </li>
  );
}
