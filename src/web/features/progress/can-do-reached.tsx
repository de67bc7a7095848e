/** "What you can do": the can-do statements of the course units whose check the learner passed. */
import { Link } from 'react-router';
import type { CanDoReachedDto } from '#/shared/api/course';
import { useT } from '#/web/i18n/use-t';
import { progressCatalogue } from './messages/catalogue';

export function CanDoReached({ units }: { units: CanDoReachedDto['units'] }) {
  const t = useT(progressCatalogue);
  return (
    <section className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="can-do-heading">
      <h2 id="can-do-heading" className="text-lg font-semibold text-slate-900">{t('canDoTitle')}</h2>
      {units.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t.rich('canDoEmpty', { path: (chunks) => <Link to="/app/path" className="font-semibold text-indigo-700 underline">{chunks}</Link> })}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {units.map((unit) => (
            <li key={unit.unit_id}>
              {/* The unit's title and statements are course content, in the language the unit teaches. */}
              <p className="text-sm font-semibold text-slate-900">{t('unitHeading', { language: unit.language, level: unit.level, title: unit.unit_title })}</p>
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
                {unit.statements.map((statement) => (
                  <li key={statement}>{statement}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
