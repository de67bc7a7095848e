import type { Teacher } from '#/shared/teacher';
import { usePersonaWords } from '#/web/features/persona-words/public';
import { themeFor } from './color-theme';
import { ContinueConversationCard } from './continue-conversation-card';
import { useT } from '#/web/i18n/use-t';
import { teachersCatalogue } from './messages/catalogue';

type Props = {
  teacher: Teacher;
  onChoose: (topic: string, conversationId?: string) => void;
  /** A topic from the address this teacher does not offer (an old link): said, then the real topics. */
  unknownTopic?: string | null;
};

export function TopicChooser({ teacher, onChoose, unknownTopic }: Props) {
  const t = useT(teachersCatalogue);
  const words = usePersonaWords();
  const theme = themeFor(teacher.color_theme);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6" aria-labelledby="topic-heading">
      <h2 id="topic-heading" className="text-2xl font-bold text-slate-900">{t('chooseTopic')}</h2>
      <p className="mt-1 text-slate-600">{t('talkAboutWith', { name: teacher.name })}</p>
      {unknownTopic && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('unknownTopic', { name: teacher.name, topic: unknownTopic })}
        </p>
      )}
      <ContinueConversationCard teacherSlug={teacher.slug} buttonClass={theme.button} onContinue={onChoose} />
      {/* One column of at most the screen's width on a phone: where a topic and its button do not fit side by side, the button goes below. */}
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {teacher.conversation_categories.map((topic) => (
          <li key={topic} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:gap-4 sm:p-5">
            <span className="min-w-0 flex-1 basis-40 font-semibold text-slate-900 [overflow-wrap:anywhere]">{words(topic)}</span>
            <button type="button" onClick={() => onChoose(topic)} className={`flex-none rounded-lg px-3 py-2 text-sm font-semibold text-white ${theme.button}`} aria-label={t('startConversationOn', { topic: words(topic) })}>
              {t('startConversation')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
