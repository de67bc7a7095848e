import { useLatestConversation } from '#/web/features/conversations/public';
import { usePersonaWords } from '#/web/features/persona-words/public';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { teachersCatalogue } from './messages/catalogue';

/** The learner's latest conversation with this teacher, to pick up where they left off. */
export function ContinueConversationCard({ teacherSlug, buttonClass, onContinue }: { teacherSlug: string; buttonClass: string; onContinue: (topic: string, id: string) => void }) {
  const t = useT(teachersCatalogue);
  const format = useFormatters();
  const words = usePersonaWords();
  const { data: latest } = useLatestConversation(teacherSlug);
  if (!latest) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-indigo-50 p-5 ring-1 ring-indigo-200">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{t('lastConversation', { topic: words(latest.topic) })}</p>
        <p className="truncate text-sm text-slate-600">
          {format.date(latest.updated_at, { month: 'long', day: 'numeric' })}
          {latest.first_line && ` · “${latest.first_line}”`}
        </p>
      </div>
      <button type="button" onClick={() => onContinue(latest.topic, latest.id)} className={`rounded-lg px-3 py-2 text-sm font-semibold text-white ${buttonClass}`}>
        {t('continueConversation')}
      </button>
    </div>
  );
}
