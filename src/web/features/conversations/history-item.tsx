import { useState } from 'react';
import { Link } from 'react-router';
import type { ConversationSummary } from '#/shared/conversation';
import { buttonClass } from '#/web/components/button';
import { usePersonaWords } from '#/web/features/persona-words/public';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { useDeleteConversation } from './api/delete-conversation';
import { conversationLink } from './conversation-link';
import { conversationsCatalogue } from './messages/catalogue';

export function HistoryItem({ conversation }: { conversation: ConversationSummary }) {
  const t = useT(conversationsCatalogue);
  const format = useFormatters();
  const topic = usePersonaWords()(conversation.topic);
  const about = { teacher: conversation.teacher_name, topic };
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteConversation();
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={`${conversation.teacher_name}: ${topic}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">
            {conversation.teacher_name} <span className="font-normal text-slate-500">· {topic}</span>
          </p>
          <p className="text-xs text-slate-500">
            {format.date(conversation.updated_at, { year: 'numeric', month: 'long', day: 'numeric' })} · {t('messageCount', { count: conversation.message_count })}
          </p>
          {conversation.first_line && <p className="mt-1 truncate text-sm text-slate-700">{conversation.first_line}</p>}
        </div>
        <div className="flex gap-2">
          <Link to={conversationLink(conversation)} className={buttonClass('primary', 'px-3 py-1.5')} aria-label={t('openLabel', about)}>
            {t('open')}
          </Link>
          {isConfirming ? (
            <>
              <button type="button" className={buttonClass('danger', 'px-3 py-1.5')} disabled={remove.isPending} onClick={() => remove.mutate(conversation.id)}>
                {t('confirmDelete')}
              </button>
              <button type="button" className={buttonClass('ghost', 'px-3 py-1.5')} onClick={() => setIsConfirming(false)}>{t('cancel')}</button>
            </>
          ) : (
            <button type="button" className={buttonClass('danger-outline', 'px-3 py-1.5')} onClick={() => setIsConfirming(true)} aria-label={t('deleteLabel', about)}>
              {t('delete')}
            </button>
          )}
        </div>
      </div>
      {remove.isError && <p role="alert" className="mt-2 text-sm text-red-700">{remove.error.message}</p>}
    </li>
  );
}
