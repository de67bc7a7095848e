/** /app/history: the learner's conversations, newest first; open one to read and continue it, or delete it. */
import { Link } from 'react-router';
import { pageMeta } from '#/shared/page-meta';
import { Button } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { commonCatalogue } from '#/web/i18n/messages/catalogue';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useConversationHistory } from './api/list-conversations';
import { HistoryItem } from './history-item';
import { conversationsCatalogue } from './messages/catalogue';

export default function HistoryPage() {
  const t = useT(conversationsCatalogue);
  const common = useT(commonCatalogue);
  usePageMeta(pageMeta.history);
  const history = useConversationHistory();
  const conversations = history.data?.pages.flatMap((page) => page.conversations) ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      {history.isPending && <Spinner label={t('loading')} className="py-16" />}
      {history.isError && <p role="alert" className="mt-6 text-red-700">{history.error.message}</p>}
      {history.isSuccess && conversations.length === 0 && (
        <div className="mt-8 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">{t('empty')}</p>
          <Link to="/app" className="mt-3 inline-block font-semibold text-indigo-700 underline">{t('chooseTeacher')}</Link>
        </div>
      )}
      <ul className="mt-6 space-y-3">
        {conversations.map((conversation) => (
          <HistoryItem key={conversation.id} conversation={conversation} />
        ))}
      </ul>
      {history.hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {history.isFetchingNextPage ? common('loading') : t('showOlder')}
          </Button>
        </div>
      )}
    </div>
  );
}
