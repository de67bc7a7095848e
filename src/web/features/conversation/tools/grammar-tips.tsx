import { useCallback, useEffect, useState } from 'react';
import { conversationContextForTips, fallbackTipsFor, filterGrammarTips } from '#/shared/chat-rules';
import { useT } from '#/web/i18n/use-t';
import { publicConfig } from '#/web/lib/public-config';
import { requestChatCompletion } from '../api/request-chat-completion';
import { type ConversationMessage, toChatHistory } from '../types';
import { conversationToolsCatalogue } from './messages/catalogue';

type Props = { teacherSlug: string; topic: string; messages: ConversationMessage[] };

/** Grammar tips for the recent conversation (the model's, or the offline tutor's): loaded when first opened and on refresh. */
export function GrammarTips({ teacherSlug, topic, messages }: Props) {
  const t = useT(conversationToolsCatalogue);
  const [isOpen, setIsOpen] = useState(false);
  const [tips, setTips] = useState<string[] | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  const load = useCallback(async () => {
    setIsLoading(true);
    const recent = toChatHistory(messages).slice(-6);
    const context = conversationContextForTips(topic, recent);
    try {
      const reply = await requestChatCompletion({ teacher_slug: teacherSlug, topic, mode: 'grammar-tips', messages: [...recent.filter((m) => m.role === 'user').slice(-3), { role: 'user', content: context }] });
      const kept = filterGrammarTips(reply);
      setTips(kept.length > 0 ? kept : fallbackTipsFor(context));
    } catch (error) {
      console.warn('[grammar-tips] the teacher could not be asked, so the built-in tips show:', error);
      setTips(fallbackTipsFor(context));
    } finally {
      setIsLoading(false);
    }
  }, [messages, teacherSlug, topic]);

  useEffect(() => {
    if (isOpen && tips === null && !isLoading) void load();
  }, [isOpen, tips, isLoading, load]);

  return (
    <section className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => setIsOpen((v) => !v)} aria-expanded={isOpen} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {t('grammarTips')}
          {/* The built-in tutor's tips come from rules, not a model: they say so. */}
          {publicConfig.isOfflineTutor ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t('offlineTips')}</span>
          ) : (
            <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-800">{t('aiPowered')}</span>
          )}
        </button>
        {isOpen && (
          <button type="button" onClick={() => void load()} disabled={isLoading} className="text-xs font-semibold text-indigo-700 hover:underline disabled:text-slate-400">
            {isLoading ? t('refreshing') : t('refresh')}
          </button>
        )}
      </div>
      {isOpen && (
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          {tips === null ? <li className="text-slate-500">{t('loadingTips')}</li> : tips.map((tip) => <li key={tip} dir="auto" className="rounded-lg bg-slate-50 p-2">{tip}</li>)}
        </ul>
      )}
    </section>
  );
}
