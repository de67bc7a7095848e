import { LightbulbIcon } from '#/web/components/icons';
import { usePersonaWords } from '#/web/features/persona-words/public';
import { useT } from '#/web/i18n/use-t';
import { conversationToolsCatalogue } from './messages/catalogue';

/** Three ways to begin, shown while the conversation is still empty. */
export function StarterHints({ teacherName, topic }: { teacherName: string; topic: string }) {
  const t = useT(conversationToolsCatalogue);
  const words = usePersonaWords();
  const hints = [t('hintHello', { name: teacherName }), t('hintAskTopic', { topic: words(topic).toLowerCase() }), t('hintMistakes')];
  return (
    <section aria-labelledby="starter-hints" className="rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-100">
      <h3 id="starter-hints" className="text-sm font-semibold text-indigo-950">{t('gettingStarted')}</h3>
      <ul className="mt-2 space-y-2 text-sm text-indigo-900">
        {hints.map((hint) => (
          <li key={hint} className="flex gap-2"><LightbulbIcon className="mt-0.5 h-4 w-4 flex-none text-indigo-500" />{hint}</li>
        ))}
      </ul>
    </section>
  );
}
