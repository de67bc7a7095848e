import { useEffect, useState } from 'react';
import { SpeakerIcon } from '#/web/components/icons';
import { ModalDialog } from '#/web/components/modal-dialog';
import { Spinner } from '#/web/components/spinner';
import { SaveWordButton } from '#/web/features/notebook/public';
import { useT } from '#/web/i18n/use-t';
import { getDefinition, type WordDefinition } from './get-definition';
import { conversationToolsCatalogue } from './messages/catalogue';

type Props = {
  word: string;
  /** The sentence the word was tapped in: the definition gives the sense it has there. */
  sentence?: string;
  teacherSlug: string;
  topic: string;
  onListen: (text: string) => void;
  onClose: () => void;
};

export function DefinitionModal({ word, sentence, teacherSlug, topic, onListen, onClose }: Props) {
  const t = useT(conversationToolsCatalogue);
  const [definition, setDefinition] = useState<WordDefinition | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void getDefinition(word, teacherSlug, topic, sentence).then((result) => isCurrent && setDefinition(result));
    return () => {
      isCurrent = false;
    };
  }, [word, sentence, teacherSlug, topic]);

  return (
    <ModalDialog title={word} onClose={onClose} className="w-[min(28rem,calc(100vw-2rem))]">
      {!definition ? (
        <Spinner label={t('lookingUp')} className="py-8" />
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-sm italic text-slate-500">{definition.partOfSpeech}</p>
          {sentence && (
            <p className="text-sm text-slate-600">
              <span className="sr-only">{t('asUsedIn')} </span>
              <span dir="auto">“{sentence}”</span>
            </p>
          )}
          <p dir="auto" className="text-slate-800">{definition.definition}</p>
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <span className="font-semibold">{t('example')} </span>
            <span dir="auto">{definition.example}</span>
          </p>
          <button type="button" onClick={() => onListen(`${word}. ${definition.example}`)} className="inline-flex items-center gap-1.5 rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700">
            <SpeakerIcon /> {t('listen')}
          </button>{' '}
          <SaveWordButton word={word} definition={definition.definition} example={definition.example} teacherSlug={teacherSlug} />
        </div>
      )}
    </ModalDialog>
  );
}
