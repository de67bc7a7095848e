import { useState } from 'react';
import { useT } from '#/web/i18n/use-t';
import type { VocabularyWord } from '../use-vocabulary';
import { DefinitionModal } from './definition-modal';
import { conversationToolsCatalogue } from './messages/catalogue';

type Props = { words: VocabularyWord[]; teacherSlug: string; topic: string; onListen: (text: string) => void };

/** Words worth learning from the conversation; a click opens the definition of the word as its sentence uses it. */
export function VocabularyList({ words, teacherSlug, topic, onListen }: Props) {
  const t = useT(conversationToolsCatalogue);
  const [open, setOpen] = useState<VocabularyWord | null>(null);
  return (
    <section aria-labelledby="vocabulary-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id="vocabulary-heading" className="text-sm font-semibold text-slate-900">{t('vocabulary')}</h3>
      {words.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('noWordsYet')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {words.map((entry) => (
            <li key={entry.word}>
              <button type="button" onClick={() => setOpen(entry)} className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200 hover:bg-emerald-100">
                {entry.word}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && <DefinitionModal word={open.word} sentence={open.sentence} teacherSlug={teacherSlug} topic={topic} onListen={onListen} onClose={() => setOpen(null)} />}
    </section>
  );
}
