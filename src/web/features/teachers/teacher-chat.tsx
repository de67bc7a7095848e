/** The chat on a teacher's page: a new conversation, or a saved one (?conversation=id) brought back from the server. */
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Teacher } from '#/shared/teacher';
import { Spinner } from '#/web/components/spinner';
import { useAuth } from '#/web/features/auth/public';
import { ChatScreen } from '#/web/features/conversation/public';
import { loadEarlierMessages, useSavedConversation } from '#/web/features/conversations/public';
import { toConversationMessages } from '#/web/features/conversations/public';
import { FreeMessageBanner } from '#/web/features/free-messages/public';
import { LevelQuestion } from '#/web/features/learner-profile/public';
import { themeFor } from './color-theme';
import { TeacherAvatar } from './teacher-avatar';
import { useT } from '#/web/i18n/use-t';
import { teachersCatalogue } from './messages/catalogue';

type Props = { teacher: Teacher; topic: string; onChangeTopic?: () => void };

export function TeacherChat({ teacher, topic, onChangeTopic }: Props) {
  const t = useT(teachersCatalogue);
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const conversationParam = searchParams.get('conversation');
  // Ids this page saved itself are already on screen: only an id from the address is loaded.
  const [savedHere] = useState(() => new Set<string>());
  const idToLoad = conversationParam && !savedHere.has(conversationParam) ? conversationParam : null;
  const saved = useSavedConversation(idToLoad);
  const onConversationSaved = useCallback(
    (id: string) => {
      savedHere.add(id);
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('conversation', id);
        return next;
      }, { replace: true });
    },
    [savedHere, setSearchParams],
  );

  if (idToLoad && saved.isPending) return <Spinner label={t('loadingConversation')} className="py-24" />;
  if (idToLoad && (saved.isError || !saved.data)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('conversationNotFound')}</h1>
        <p className="mt-2 text-slate-600">{t('conversationNotFoundText')}</p>
        <Link to={`/app/teacher/${teacher.slug}`} className="mt-4 inline-block font-semibold text-indigo-700 underline">{t('startNewConversation')}</Link>
      </div>
    );
  }
  const savedConversation =
    idToLoad && saved.data
      ? { id: idToLoad, mode: saved.data.conversation.mode, messages: toConversationMessages(saved.data.messages), hasEarlier: saved.data.has_earlier, loadEarlier: (before: number) => loadEarlierMessages(idToLoad, before) }
      : undefined;
  const chatTopic = saved.data && idToLoad ? saved.data.conversation.topic : topic;

  return (
    <div className="flex h-[calc(100dvh-var(--spacing-app-header))] flex-col">
      <div className="mx-auto w-full max-w-7xl space-y-2 px-3 pt-2 sm:px-6 lg:pt-3 empty:hidden">
        <FreeMessageBanner isCompact />
        <LevelQuestion />
      </div>
      <ChatScreen
        key={`${teacher.slug}:${chatTopic}:${savedConversation?.id ?? 'new'}`}
        teacher={teacher}
        topic={chatTopic}
        chipClass={themeFor(teacher.color_theme).chip}
        identity={
          <div className="me-1 flex min-w-0 flex-none items-center gap-2">
            <TeacherAvatar src={teacher.avatar_url} name={teacher.name} className="h-7 w-7 lg:h-9 lg:w-9" />
            <h1 className="whitespace-nowrap text-sm font-bold text-slate-900 lg:text-base">{teacher.name}</h1>
          </div>
        }
        onChangeTopic={onChangeTopic}
        saved={savedConversation}
        onConversationSaved={onConversationSaved}
        // One draft a learner and teacher, whichever conversation with the teacher is open.
        draftKey={user ? `user:${user.id}:teacher:${teacher.slug}` : undefined}
      />
    </div>
  );
}
