/** Today's first card: the next lesson (or unit check) on the path, the upgrade when a free account's next lesson is behind it, or a finished path. */
import { Link } from 'react-router';
import type { TodayDto } from '#/shared/api/today';
import { buttonClass } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { todayCatalogue } from './messages/catalogue';

export function NextStepCard({ today }: { today: TodayDto }) {
  const step = today.next_lesson;
  const t = useT(todayCatalogue);
  return (
    <section aria-labelledby="next-step-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="next-step-heading" className="text-sm font-medium text-indigo-700">{step?.kind === 'check' ? t('nextUnitCheck') : t('nextLesson')}</h2>
      {!step ? (
        <>
          <p className="mt-1 text-lg font-semibold text-slate-900">{t('pathFinishedTitle')}</p>
          <p className="text-sm text-slate-600">{t('keepTalking')}</p>
          <Link to="/app" className={buttonClass('secondary', 'mt-3')}>{t('talkWithTeacher')}</Link>
        </>
      ) : (
        <>
          <p className="mt-1 text-lg font-semibold text-slate-900">{step.kind === 'check' ? t('checkTitle', { unit: step.unit_title }) : step.title}</p>
          <p className="text-sm text-slate-600">{today.level} · {step.unit_title}</p>
          {step.status === 'upgrade' ? (
            <>
              <p className="mt-2 text-sm text-slate-700">{t('upgradeNote')}</p>
              <Link to="/pricing" className={buttonClass('primary', 'mt-3')}>{t('upgradeToContinue')}</Link>
            </>
          ) : (
            <Link to={step.kind === 'check' ? `/app/units/${step.id}/check` : `/app/lessons/${step.id}`} className={buttonClass('primary', 'mt-3')}>
              {step.kind === 'check' ? t('takeCheck') : t('startLesson')}
            </Link>
          )}
        </>
      )}
      {!today.has_placement && (
        <p className="mt-3 text-sm text-slate-600">
          {t.rich('notSureOfLevel', {
            link: (chunks) => (
              <Link to="/app/placement" className="font-semibold text-indigo-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </section>
  );
}
