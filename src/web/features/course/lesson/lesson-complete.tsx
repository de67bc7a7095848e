/** "Lesson complete": goals met, phrases used, corrections, pronunciation and minutes spoken, and the way on. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { LessonView } from '#/shared/api/course';
import { Button, buttonClass } from '#/web/components/button';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { lessonCatalogue } from './messages/catalogue';

export function LessonComplete({ lesson, onAgain }: { lesson: LessonView; onAgain: () => void }) {
  const run = lesson.run!;
  const used = run.phrases.filter((phrase) => phrase.is_used);
  const fixes = run.corrections.filter((c) => !c.is_question);
  const questions = run.corrections.filter((c) => c.is_question);
  const average = run.pronunciation.length ? Math.round(run.pronunciation.reduce((sum, p) => sum + p.score, 0) / run.pronunciation.length) : null;
  const minutes = Math.max(0, Math.round((run.seconds_spoken / 60) * 10) / 10);
  const t = useT(lessonCatalogue);
  const format = useFormatters();
  // The last goal is reached at the bottom of the page, the card appears at its top: it is brought into view and
  // focused, so the learner sees it and a screen reader says it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="complete-heading" className="rounded-xl bg-green-50 p-5 ring-1 ring-green-200">
      <h2 id="complete-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">{t('lessonComplete')}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('goalsMet')} value={t('countOfTotal', { count: run.goals.filter((goal) => goal.is_met).length, total: run.goals.length })} />
        <Figure label={t('phrasesUsed')} value={t('countOfTotal', { count: used.length, total: run.phrases.length })} />
        <Figure label={t('pronunciation')} value={average === null ? t('notChecked') : t('scoreOf100', { score: average })} />
        <Figure label={t('minutesSpoken')} value={format.number(minutes)} />
      </dl>
      {used.length > 0 && (
        <p className="mt-4 text-sm text-slate-700">{t('youUsed', { phrases: used.map((phrase) => t('quotedPhrase', { text: phrase.text })).join(t('listSeparator')) })}</p>
      )}
      {(fixes.length > 0 || questions.length === 0) && <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('corrections')}</h3>}
      {fixes.length === 0 && questions.length === 0 && <p className="text-sm text-slate-700">{t('noCorrections')}</p>}
      {fixes.length > 0 && (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">
          {fixes.map((c) => (
            <li key={c.original}>
              <span className="text-red-700 line-through">{c.original}</span> <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
              <span className="sr-only">{` ${t('better')} `}</span> <span className="text-green-800">{c.corrected}</span>
            </li>
          ))}
        </ul>
      )}
      {/* Changes the teacher asked about rather than made: not "None: well done", and not shown as fixed either. */}
      {questions.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('toThinkAbout')}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-800">
            {questions.map((q) => (
              <li key={q.original}>{t('eitherOr', { original: q.original, suggested: q.corrected })}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-sm text-slate-700">{t('phrasesInReview')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {lesson.is_last_of_unit ? (
          <Link to={`/app/units/${lesson.unit_id}/check`} className={buttonClass('primary')}>{t('takeUnitCheck')}</Link>
        ) : (
          lesson.next_lesson_id && <Link to={`/app/lessons/${lesson.next_lesson_id}`} className={buttonClass('primary')}>{t('nextLesson')}</Link>
        )}
        <Link to="/app/path" className={buttonClass('secondary')}>{t('yourPath')}</Link>
        <Button variant="ghost" onClick={onAgain}>{t('practiseAgain')}</Button>
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}
