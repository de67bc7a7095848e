/** /app/progress: streak, days and minutes practised, messages, words learned, corrections reviewed, pronunciation checks, 30-day chart. */
import { Link } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { ActivityChart } from './activity-chart';
import { CanDoReached } from './can-do-reached';
import { useCanDoReached } from './api/get-can-do-reached';
import { useProgress } from './api/get-progress';
import { LastPronunciationCheck } from './last-pronunciation-check';
import { progressCatalogue } from './messages/catalogue';

export default function ProgressPage() {
  const t = useT(progressCatalogue);
  const format = useFormatters();
  usePageMeta(pageMeta.progress);
  const { data, isPending, isError, error } = useProgress();
  const canDo = useCanDoReached();
  if (isPending) return <Spinner label={t('loading')} className="py-24" />;
  if (isError) return <p role="alert" className="px-4 py-24 text-center text-red-700">{error.message}</p>;

  const figures = [
    { label: t('streak'), value: t('streakDays', { count: data.streak_days }) },
    { label: t('daysPractised'), value: format.number(data.days_practised) },
    { label: t('minutesPractised'), value: format.number(data.minutes_practised) },
    { label: t('messages'), value: format.number(data.messages) },
    { label: t('wordsLearned'), value: format.number(data.words_learned) },
    { label: t('correctionsReviewed'), value: format.number(data.corrections_reviewed) },
    { label: t('pronunciationChecks'), value: format.number(data.pronunciation.attempts) },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      {data.messages === 0 && data.pronunciation.attempts === 0 && (
        <div className="mt-6 rounded-xl bg-indigo-50 p-5 ring-1 ring-indigo-100">
          <p className="font-semibold text-slate-900">{t('nothingYet')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('nothingYetText')}</p>
          <Link to="/app" className={buttonClass('primary', 'mt-4')}>{t('startConversation')}</Link>
        </div>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-500">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{f.value}</dd>
          </div>
        ))}
      </dl>
      <section className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">{t('last30Days')}</h2>
        <ActivityChart activity={data.activity} />
      </section>
      <CanDoReached units={canDo.data?.units ?? []} />
      <LastPronunciationCheck pronunciation={data.pronunciation} />
    </div>
  );
}
