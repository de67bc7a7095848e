import { pageMeta } from '#/shared/page-meta';
import { Spinner } from '#/web/components/spinner';
import { FreeMessageBanner } from '#/web/features/free-messages/public';
import { FindYourLevelCard } from '#/web/features/placement/public';
import { TodayBanner } from '#/web/features/today/public';
import { publicConfig } from '#/web/lib/public-config';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useTeachers } from './api/get-teachers';
import { TeacherCard } from './teacher-card';
import { useT } from '#/web/i18n/use-t';
import { teachersCatalogue } from './messages/catalogue';

export default function TeacherListPage() {
  const t = useT(teachersCatalogue);
  usePageMeta(pageMeta.app);
  const { data: teachers, isPending, isError, refetch } = useTeachers();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900 ring-1 ring-indigo-100">
        {t.rich('feedbackBanner', {
          board: (chunks) => <a href={publicConfig.feedbackBoardUrl} target="_blank" rel="noreferrer" className="font-semibold underline">{chunks}</a>,
        })}
      </div>
      <TodayBanner className="mb-6" />
      <FreeMessageBanner className="mb-6" />
      <FindYourLevelCard className="mb-6" />
      <h1 className="text-3xl font-bold text-slate-900">{t('chooseYourTeacher')}</h1>
      <p className="mt-2 text-slate-600">{t('teachersIntro')}</p>

      {isPending ? (
        <Spinner label={t('loadingTeachers')} className="py-24" />
      ) : isError ? (
        <div className="py-24 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t('unableToLoad')}</h2>
          <p className="mt-2 text-slate-600">{t('failedToFetch')}</p>
          <button type="button" onClick={() => refetch()} className="mt-4 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700">
            {t('tryAgain')}
          </button>
        </div>
      ) : teachers.length === 0 ? (
        <div className="py-24 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t('noTeachers')}</h2>
          <p className="mt-2 text-slate-600">{t('noTeachersText')}</p>
        </div>
      ) : (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {teachers.map((teacher) => (
            <TeacherCard key={teacher.id} teacher={teacher} />
          ))}
        </div>
      )}
    </div>
  );
}
