/** /app/path: "Your path" — the units of the learner's study language from their level on, each lesson's status, and the unit checks. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { CoursePath } from '#/shared/api/course';
import { COURSE_LEVELS, type CourseLanguage, type CourseLevel } from '#/shared/course/levels';
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useT } from '#/web/i18n/use-t';
import { useChooseLevel, usePath } from './api/get-path';
import { courseCatalogue } from './messages/catalogue';
import { PathUnit } from './path-unit';
import { StudyLanguageSwitch } from './study-language-switch';
import { useStudyLanguage } from './use-study-language';

const LEVELS: Record<CourseLanguage, readonly CourseLevel[]> = { en: COURSE_LEVELS, es: ['A1', 'A2'] };

export default function PathPage() {
  usePageMeta(pageMeta.path);
  const [language, setLanguage] = useStudyLanguage();
  const path = usePath(language);
  const t = useT(courseCatalogue);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('yourPath')}</h1>
      <StudyLanguageSwitch language={language} onChange={setLanguage} className="mt-4" />
      {path.isPending && <Spinner label={t('loadingPath')} className="py-24" />}
      {path.isError && <Alert tone="error" className="mt-6">{path.error.message}</Alert>}
      {path.data && <PathBody path={path.data} levels={LEVELS[language]} />}
    </div>
  );
}

function PathBody({ path, levels }: { path: CoursePath; levels: readonly CourseLevel[] }) {
  const next = path.units.flatMap((unit) => unit.lessons.map((lesson) => ({ unit, lesson }))).find(({ lesson }) => lesson.id === path.next_lesson_id);
  const shown = path.units.filter((unit) => COURSE_LEVELS.indexOf(unit.level) >= COURSE_LEVELS.indexOf(path.level));
  const before = path.units.length - shown.length;
  const [isShowingEarlier, setShowingEarlier] = useState(false);
  const t = useT(courseCatalogue);
  return (
    <>
      <LevelLine path={path} levels={levels} />
      {!path.has_placement && !path.is_level_chosen && (
        <div className="mt-4 rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-100">
          <p className="font-semibold text-slate-900">{t('notSureWhereToStart')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('takePlacementPitch')}</p>
          <Link to="/app/placement" className={buttonClass('primary', 'mt-3')}>{t('findYourLevel')}</Link>
        </div>
      )}
      {next && (
        <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-medium text-indigo-700">{t('nextLesson')}</p>
          <p className="mt-1 text-lg font-semibold text-slate-900">{next.lesson.title}</p>
          <p className="text-sm text-slate-600">{next.unit.level} · {next.unit.title}</p>
          <Link to={`/app/lessons/${next.lesson.id}`} className={buttonClass('primary', 'mt-3')}>{t('startLesson')}</Link>
        </div>
      )}
      {!path.is_subscriber && (
        <Alert tone="info" className="mt-6">
          {t.rich('freeAccountsNote', {
            upgrade: (chunks) => (
              <Link to="/pricing" className="font-semibold underline">
                {chunks}
              </Link>
            ),
          })}
        </Alert>
      )}
      {before > 0 && (
        <button type="button" className="mt-6 text-sm font-semibold text-indigo-700 underline" aria-expanded={isShowingEarlier} onClick={() => setShowingEarlier((shown) => !shown)}>
          {isShowingEarlier ? t('hideEarlierUnits') : t('showEarlierUnits', { count: before })}
        </button>
      )}
      <ol className="mt-4 space-y-4">
        {(isShowingEarlier ? path.units : shown).map((unit) => (
          <PathUnit key={unit.id} unit={unit} />
        ))}
      </ol>
    </>
  );
}

function LevelLine({ path, levels }: { path: CoursePath; levels: readonly CourseLevel[] }) {
  const choose = useChooseLevel();
  const t = useT(courseCatalogue);
  const startsAt = path.is_level_chosen ? 'pathStartsAtChosen' : path.has_placement ? 'pathStartsAtPlacement' : 'pathStartsAt';
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p>{t.rich(startsAt, { level: path.level, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <label className="flex items-center gap-2">
        <span>{t('changeLevel')}</span>
        <select className="rounded-md border border-slate-300 px-2 py-1" value={path.level} disabled={choose.isPending} onChange={(event) => choose.mutate({ language: path.language, level: event.target.value as CourseLevel })}>
          {levels.map((level) => (
            <option key={level} value={level}>{level}</option>
          ))}
        </select>
      </label>
      <Link to="/app/placement" className="font-semibold text-indigo-700 underline">{path.has_placement ? t('retakePlacement') : t('takePlacement')}</Link>
      {choose.isError && <Alert tone="error" className="w-full">{choose.error.message}</Alert>}
    </div>
  );
}
