import { pageMeta } from '#/shared/page-meta';
import { Spinner } from '#/web/components/spinner';
import { FreeMessageBanner } from '#/web/features/free-messages/public';
import { FindYourLevelCard } from '#/web/features/placement/public';
import { TodayBanner } from '#/web/features/today/public';
import { publicConfig } from '#/web/lib/public-config';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useTeachers } from './api/get-teachers';
import { TeacherCard } from './teacher-card';

export default function TeacherListPage() {
  usePageMeta(pageMeta.app);
  const { data: teachers, isPending, isError, refetch } = useTeachers();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900 ring-1 ring-indigo-100">
        Help us shape Parley: tell us what you'd like your teachers to do next on our{' '}
        <a href={publicConfig.feedbackBoardUrl} target="_blank" rel="noreferrer" className="font-semibold underline">feedback board</a>.
      </div>
      <TodayBanner className="mb-6" />
      <FreeMessageBanner className="mb-6" />
      <FindYourLevelCard className="mb-6" />
      <h1 className="text-3xl font-bold text-slate-900">Choose Your Teacher</h1>
      <p className="mt-2 text-slate-600">Every teacher is ready to talk whenever you are. Pick one and say hello.</p>

      {isPending ? (
        <Spinner label="Loading teachers..." className="py-24" />
      ) : isError ? (
        <div className="py-24 text-center">
          <h2 className="text-xl font-semibold text-slate-900">Unable to Load Teachers</h2>
          <p className="mt-2 text-slate-600">Failed to fetch teachers. Check your connection and try again.</p>
          <button type="button" onClick={() => refetch()} className="mt-4 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700">
            Try again
          </button>
        </div>
      ) : teachers.length === 0 ? (
        <div className="py-24 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No Teachers Available</h2>
          <p className="mt-2 text-slate-600">Our teachers are getting ready. Please check back soon.</p>
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
