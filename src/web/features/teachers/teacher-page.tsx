import { useParams, useSearchParams } from 'react-router';
import { GENERAL_CONVERSATION_TOPIC } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { Spinner } from '#/web/components/spinner';
import { FreeMessageBanner } from '#/web/features/free-messages/public';
import { usePersonaWords } from '#/web/features/persona-words/public';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useTeacher } from './api/get-teacher';
import { TeacherAvatar } from './teacher-avatar';
import { TeacherChat } from './teacher-chat';
import { TopicChooser } from './topic-chooser';
import { useT } from '#/web/i18n/use-t';
import { teachersCatalogue } from './messages/catalogue';

export default function TeacherPage() {
  const t = useT(teachersCatalogue);
  const words = usePersonaWords();
  const slug = useParams().teacherSlug ?? '';
  const { data: teacher, isPending, isError } = useTeacher(slug);
  const [searchParams, setSearchParams] = useSearchParams();
  usePageMeta(teacher ? { title: `${teacher.name} — ${words(teacher.title)} | Parley`, description: words(teacher.bio) } : pageMeta.teacher);

  if (isPending) return <Spinner label={t('loadingTeacher')} className="py-24" />;
  if (isError || !teacher) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('teacherNotFound')}</h1>
        <p className="mt-2 text-slate-600">{t('teacherNotFoundText')}</p>
      </div>
    );
  }

  // A teacher without topics talks about anything: 'General Conversation' is chosen for the learner.
  const requested = searchParams.get('topic');
  // A saved conversation keeps the topic it was held on; a new one must be a topic this teacher offers (as the server checks).
  const isKnownTopic = (name: string) => name === GENERAL_CONVERSATION_TOPIC || teacher.conversation_categories.includes(name) || searchParams.has('conversation');
  const unknownTopic = requested !== null && !isKnownTopic(requested) ? requested : null;
  const topic = unknownTopic || requested === null ? (teacher.conversation_categories.length === 0 ? GENERAL_CONVERSATION_TOPIC : null) : requested;
  const chooseTopic = (next: string | null, conversationId?: string) =>
    setSearchParams(next ? { topic: next, ...(conversationId && { conversation: conversationId }) } : {}, { replace: false });

  if (topic) {
    return <TeacherChat teacher={teacher} topic={topic} onChangeTopic={teacher.conversation_categories.length > 0 ? () => chooseTopic(null) : undefined} />;
  }

  return (
    <div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-4 sm:px-6">
          <TeacherAvatar src={teacher.avatar_url} name={teacher.name} className="h-12 w-12" />
          <div>
            <h1 className="text-xl font-bold text-slate-900">{teacher.name}</h1>
            <p className="text-sm text-slate-600">{words(teacher.title)}</p>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
        <FreeMessageBanner />
      </div>
      <TopicChooser teacher={teacher} onChoose={chooseTopic} unknownTopic={unknownTopic} />
    </div>
  );
}
