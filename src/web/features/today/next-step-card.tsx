/** Today's first card: the next lesson (or unit check) on the path, the upgrade when a free account's next lesson is behind it, or a finished path. */
import { Link } from 'react-router';
import type { TodayDto } from '#/shared/api/today';
import { buttonClass } from '#/web/components/button';

export function NextStepCard({ today }: { today: TodayDto }) {
  const step = today.next_lesson;
  return (
    <section aria-labelledby="next-step-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="next-step-heading" className="text-sm font-medium text-indigo-700">{step?.kind === 'check' ? 'Next: the unit check' : 'Next lesson'}</h2>
      {!step ? (
        <>
          <p className="mt-1 text-lg font-semibold text-slate-900">You have finished your path.</p>
          <p className="text-sm text-slate-600">Keep talking with your teachers, and keep your Review going.</p>
          <Link to="/app" className={buttonClass('secondary', 'mt-3')}>Talk with a teacher</Link>
        </>
      ) : (
        <>
          <p className="mt-1 text-lg font-semibold text-slate-900">{step.kind === 'check' ? `Check: ${step.unit_title}` : step.title}</p>
          <p className="text-sm text-slate-600">{today.level} · {step.unit_title}</p>
          {step.status === 'upgrade' ? (
            <>
              <p className="mt-2 text-sm text-slate-700">Free accounts include the placement and the first lesson of your level. Upgrade to take every lesson.</p>
              <Link to="/pricing" className={buttonClass('primary', 'mt-3')}>Upgrade to continue</Link>
            </>
          ) : (
            <Link to={step.kind === 'check' ? `/app/units/${step.id}/check` : `/app/lessons/${step.id}`} className={buttonClass('primary', 'mt-3')}>
              {step.kind === 'check' ? 'Take the check' : 'Start lesson'}
            </Link>
          )}
        </>
      )}
      {!today.has_placement && (
        <p className="mt-3 text-sm text-slate-600">
          Not sure of your level? <Link to="/app/placement" className="font-semibold text-indigo-700 underline">Find your level</Link> in about 8 minutes.
        </p>
      )}
    </section>
  );
}
