import { useEffect, useRef, useState } from 'react';
import { SpeakerIcon } from '#/web/components/icons';
import { Spinner } from '#/web/components/spinner';
import { getDefinition, type WordDefinition } from './get-definition';

type Props = { word: string; teacherSlug: string; topic: string; onListen: (text: string) => void; onClose: () => void };

export function DefinitionModal({ word, teacherSlug, topic, onListen, onClose }: Props) {
  const [definition, setDefinition] = useState<WordDefinition | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
    let isCurrent = true;
    void getDefinition(word, teacherSlug, topic).then((result) => isCurrent && setDefinition(result));
    return () => {
      isCurrent = false;
    };
  }, [word, teacherSlug, topic]);

  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="definition-title" className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/40">
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="definition-title" className="text-2xl font-bold text-slate-900">{word}</h2>
          <button type="button" onClick={() => dialog.current?.close()} aria-label="Close" className="rounded-md px-2 text-xl text-slate-500 hover:bg-slate-100">×</button>
        </div>
        {!definition ? (
          <Spinner label="Looking it up..." className="py-8" />
        ) : (
          <div className="mt-2 space-y-3">
            <p className="text-sm italic text-slate-500">{definition.partOfSpeech}</p>
            <p className="text-slate-800">{definition.definition}</p>
            <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700"><span className="font-semibold">Example: </span>{definition.example}</p>
            <button type="button" onClick={() => onListen(`${word}. ${definition.example}`)} className="inline-flex items-center gap-1.5 rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700">
              <SpeakerIcon /> Listen
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
