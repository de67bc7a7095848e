import { useParams, useSearchParams } from 'react-router';
import { GENERAL_CONVERSATION_TOPIC } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { Spinner } from '#/web/components/spinner';
import { FreeMessageBanner } from '#/web/features/free-messages/public';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useTeacher } from './api/get-teacher';
import { TeacherAvatar } from './teacher-avatar';
import { ChatScreen } from '#/web/features/conversation/public';
import { themeFor } from './color-theme';
import { TopicChooser } from './topic-chooser';

export default function TeacherPage() {
  const slug = useParams().teacherSlug ?? '';
  const { data: teacher, isPending, isError } = useTeacher(slug);
  const [searchParams, setSearchParams] = useSearchParams();
  usePageMeta(teacher ? { title: `${teacher.name} — ${teacher.title} | Parley`, description: teacher.bio } : pageMeta.teacher);

  if (isPending) return <Spinner label="Loading teacher profile..." className="py-24" />;
  if (isError || !teacher) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Teacher Not Found</h1>
        <p className="mt-2 text-slate-600">The teacher you are looking for could not be found.</p>
      </div>
    );
  }

  // A teacher without topics talks about anything: 'General Conversation' is chosen for the learner.
  const topic = searchParams.get('topic') ?? (teacher.conversation_categories.length === 0 ? GENERAL_CONVERSATION_TOPIC : null);
  const chooseTopic = (next: string | null) => setSearchParams(next ? { topic: next } : {}, { replace: false });

  if (topic) {
    return (
      <div className="flex h-[calc(100dvh-4rem)] flex-col">
        <div className="mx-auto w-full max-w-7xl px-3 pt-2 sm:px-6 lg:pt-3 empty:hidden">
          <FreeMessageBanner isCompact />
        </div>
        <ChatScreen
          key={`${teacher.slug}:${topic}`}
          teacher={teacher}
          topic={topic}
          chipClass={themeFor(teacher.color_theme).chip}
          identity={
            <div className="mr-1 flex min-w-0 flex-none items-center gap-2">
              <TeacherAvatar src={teacher.avatar_url} name={teacher.name} className="h-7 w-7 lg:h-9 lg:w-9" />
              <h1 className="whitespace-nowrap text-sm font-bold text-slate-900 lg:text-base">{teacher.name}</h1>
            </div>
          }
          onChangeTopic={teacher.conversation_categories.length > 0 ? () => chooseTopic(null) : undefined}
        />
      </div>
    );
  }

  return (
    <div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-4 sm:px-6">
          <TeacherAvatar src={teacher.avatar_url} name={teacher.name} className="h-12 w-12" />
          <div>
            <h1 className="text-xl font-bold text-slate-900">{teacher.name}</h1>
            <p className="text-sm text-slate-600">{teacher.title}</p>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
        <FreeMessageBanner />
      </div>
      <TopicChooser teacher={teacher} onChoose={chooseTopic} />
    </div>
  );
}
