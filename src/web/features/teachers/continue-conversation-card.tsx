import { useLatestConversation } from '#/web/features/conversations/public';

/** The learner's latest conversation with this teacher, to pick up where they left off. */
export function ContinueConversationCard({ teacherSlug, buttonClass, onContinue }: { teacherSlug: string; buttonClass: string; onContinue: (topic: string, id: string) => void }) {
  const { data: latest } = useLatestConversation(teacherSlug);
  if (!latest) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-indigo-50 p-5 ring-1 ring-indigo-200">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">Your last conversation: {latest.topic}</p>
        <p className="truncate text-sm text-slate-600">
          {new Date(latest.updated_at).toLocaleDateString('en-US', { month: 'long', day: 'numeric' })}
          {latest.first_line && ` · “${latest.first_line}”`}
        </p>
      </div>
      <button type="button" onClick={() => onContinue(latest.topic, latest.id)} className={`rounded-lg px-3 py-2 text-sm font-semibold text-white ${buttonClass}`}>
        Continue Conversation
      </button>
    </div>
  );
}
