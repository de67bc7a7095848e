/**
 * "Your level": the overall level, each skill's level with the reason in plain words, where the path starts, and
 * the learner's way to overrule it (saved as their path's level).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlacementResult as Result } from '#/shared/api/placement';
import { COURSE_LEVELS, type CourseLevel } from '#/shared/course/levels';
import { Alert } from '#/web/components/alert';
import { Button, buttonClass } from '#/web/components/button';
import { useChooseLevel } from '#/web/features/course/public';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { placementCatalogue } from './messages/catalogue';
import { LANGUAGE_NAME_KEYS } from './placement-voice';

/** Each skill of the result, with its name's placement catalogue key. */
const SKILLS = [
  ['vocabulary', 'skillVocabulary'],
  ['grammar', 'skillGrammar'],
  ['listening', 'skillListening'],
  ['speaking', 'skillSpeaking'],
] as const;

/** The levels a learner may choose: the course reaches B2 in English and A2 in Spanish. */
const CHOOSABLE: Record<Result['language'], readonly CourseLevel[]> = { en: COURSE_LEVELS, es: ['A1', 'A2'] };

export function PlacementResult({ result, onRetake }: { result: Result; onRetake: () => void }) {
  const choose = useChooseLevel();
  const [chosen, setChosen] = useState<CourseLevel | null>(null);
  const t = useT(placementCatalogue);
  const format = useFormatters();
  return (
    <section aria-labelledby="your-level-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="your-level-heading" className="text-lg font-semibold text-slate-900">{t('yourLevel')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('takenOn', { language: t(LANGUAGE_NAME_KEYS[result.language]), date: format.date(result.taken_at, { month: 'long', day: 'numeric', year: 'numeric' }) })}</p>
      <p className="mt-3 text-6xl font-bold text-indigo-700"><span className="sr-only">{`${t('overall')} `}</span>{result.level}</p>
      <dl className="mt-5 divide-y divide-slate-100">
        {SKILLS.map(([key, name]) => (
          <div key={key} className="py-3">
            <dt className="flex items-baseline justify-between gap-3">
              <span className="font-semibold text-slate-900">{t(name)}</span>
              <span className="rounded-md bg-slate-100 px-2 py-0.5 text-sm font-bold text-slate-900">{result.skills[key].level}</span>
            </dt>
            <dd className="mt-1 text-sm text-slate-700">{result.skills[key].reason}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-base font-medium text-slate-900">{t('pathStartsAt', { level: result.path_level })}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Link to="/app/today" className={buttonClass('primary')}>{t('startMyPath')}</Link>
        <Button variant="secondary" onClick={onRetake}>{t('retake')}</Button>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span>{t('chooseAnotherLevel')}</span>
          <select
            className="rounded-md border border-slate-300 px-2 py-2"
            value={choose.isPending ? choose.variables.level : (chosen ?? result.path_level)}
            disabled={choose.isPending}
            onChange={(event) => {
              const level = event.target.value as CourseLevel;
              choose.mutate({ language: result.language, level }, { onSuccess: () => setChosen(level) });
            }}
          >
            {CHOOSABLE[result.language].map((level) => (
              <option key={level} value={level}>{level}</option>
            ))}
          </select>
        </label>
      </div>
      {choose.isSuccess && chosen && <Alert tone="success" className="mt-3">{t('levelSaved', { level: chosen })}</Alert>}
      {choose.isError && <Alert tone="error" className="mt-3">{choose.error.message}</Alert>}
    </section>
  );
}
