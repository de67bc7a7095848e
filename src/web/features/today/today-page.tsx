/** /app/today: "Today" — the next lesson, reviews due, a two-minute drill, the daily goal and streak, and the daily reminder. */
import { pageMeta } from '#/shared/page-meta';
import { Alert } from '#/web/components/alert';
import { Spinner } from '#/web/components/spinner';
import { StudyLanguageSwitch, useStudyLanguage } from '#/web/features/course/public';
import { DailyReminderSettings } from '#/web/features/reminders/public';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useToday } from './api/today';
import { DailyGoalCard } from './daily-goal-card';
import { DrillCard } from './drill-card';
import { todayCatalogue } from './messages/catalogue';
import { NextStepCard } from './next-step-card';
import { ReviewsDueCard } from './reviews-due-card';

export default function TodayPage() {
  usePageMeta(pageMeta.today);
  const [language, setLanguage] = useStudyLanguage();
  const today = useToday(language);
  const t = useT(todayCatalogue);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('today')}</h1>
        <StudyLanguageSwitch language={language} onChange={setLanguage} />
      </div>
      {today.isPending && <Spinner label={t('loadingDay')} className="py-24" />}
      {today.isError && <Alert tone="error" className="mt-6">{today.error.message}</Alert>}
      {today.data && (
        <div className="mt-6 space-y-4">
          <NextStepCard today={today.data} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ReviewsDueCard due={today.data.reviews_due} />
            <DailyGoalCard today={today.data} language={language} />
          </div>
          <DrillCard drill={today.data.drill} teacherSlug={language === 'en' ? 'maya' : null} />
          <DailyReminderSettings />
        </div>
      )}
    </div>
  );
}
