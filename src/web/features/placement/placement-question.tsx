/**
 * One placement question: its prompt, the options as a radio group (arrow keys move between them), and "Next".
 * A listening question has "Play" and "Play slowly": the teacher's voice says what the question asks about,
 * which is never shown.
 */
import { type FormEvent, Fragment, useId, useState } from 'react';
import type { ResponseOf } from '#/shared/api/contracts';
import { PLAYBACK_SPEED_NORMAL, PLAYBACK_SPEED_SLOW } from '#/shared/constants';
import { Button } from '#/web/components/button';
import { useT } from '#/web/i18n/use-t';
import { placementCatalogue } from './messages/catalogue';

export type PlacementQuestionItem = NonNullable<ResponseOf<'POST /api/placement/next'>['item']>;

type Props = {
  item: PlacementQuestionItem;
  isBusy: boolean;
  onAnswer: (choice: number) => void;
  play: (text: string, speed: number) => void;
  teacherName: string;
};

const SKILL_NAME_KEYS = { vocabulary: 'skillVocabulary', grammar: 'skillGrammar', listening: 'skillListening' } as const;

/** "I drink a cup of ___ every morning." with the gap read out as "blank". */
function Prompt({ text }: { text: string }) {
  const t = useT(placementCatalogue);
  const parts = text.split(/_{3,}/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed prompt never move
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              <span aria-hidden="true">_____</span>
              <span className="sr-only">{t('blank')}</span>
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}

export function PlacementQuestion({ item, isBusy, onAnswer, play, teacherName }: Props) {
  const [choice, setChoice] = useState<number | null>(null);
  const name = useId();
  const t = useT(placementCatalogue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null && !isBusy) onAnswer(choice);
  };
  return (
    <form onSubmit={submit} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">{t(SKILL_NAME_KEYS[item.skill])}</p>
      {item.audio && (
        <div className="mt-3 rounded-lg bg-indigo-50 p-3 ring-1 ring-indigo-100">
          <p className="text-sm text-slate-700">{t('listenToTeacher', { name: teacherName })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => play(item.audio!, PLAYBACK_SPEED_NORMAL)}>{t('play')}</Button>
            <Button variant="ghost" onClick={() => play(item.audio!, PLAYBACK_SPEED_SLOW)}>{t('playSlowly')}</Button>
          </div>
        </div>
      )}
      <fieldset className="mt-3" disabled={isBusy}>
        <legend className="text-lg font-medium text-slate-900"><Prompt text={item.prompt} /></legend>
        <div className="mt-3 space-y-2">
          {item.options.map((option, i) => (
            <label key={option} className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-800 ring-1 ${choice === i ? 'bg-indigo-50 ring-indigo-400' : 'ring-slate-200 hover:bg-slate-50'}`}>
              <input type="radio" name={name} value={i} checked={choice === i} onChange={() => setChoice(i)} className="h-4 w-4 accent-indigo-600" />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={choice === null || isBusy}>{t('next')}</Button>
    </form>
  );
}
