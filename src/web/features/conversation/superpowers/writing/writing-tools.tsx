/** The writing-feedback tools panel: start, the chosen challenge, the free writing box, challenges, prompts, tips. */
import type { RefObject } from 'react';
import type { WritingCategoryFilter, WritingChallenge } from '#/shared/writing-challenges';
import { Button } from '#/web/components/button';
import { LightbulbIcon } from '#/web/components/icons';
import { useT } from '#/web/i18n/use-t';
import { conversationSuperpowersCatalogue } from '../messages/catalogue';
import { ChallengePicker, DifficultyChip } from './challenge-picker';
import { MAX_WRITING_LENGTH, WRITING_PROMPTS, WRITING_TIPS } from './writing-copy';

export type WritingToolsProps = {
  challenge: WritingChallenge | undefined;
  filter: WritingCategoryFilter;
  text: string;
  canSubmit: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onStart: () => void;
  onFilter: (filter: WritingCategoryFilter) => void;
  onSelect: (id: string | null) => void;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  onReset: () => void;
};

export function WritingTools(props: WritingToolsProps) {
  const t = useT(conversationSuperpowersCatalogue);
  const { challenge } = props;
  return (
    <div className="space-y-4">
      <Button className="w-full" onClick={props.onStart}>{t('startWritingChallenge')}</Button>
      <section aria-labelledby="writing-box" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h3 id="writing-box" className="text-sm font-semibold text-slate-900">{challenge ? <span dir="auto">{challenge.title}</span> : t('freeWriting')}</h3>
        {challenge ? (
          <div className="mt-1 space-y-1.5 text-sm text-slate-700">
            <p dir="auto">{challenge.description}</p>
            <p>
              <strong className="font-semibold">{t('purpose')}</strong> <span dir="auto">{challenge.purpose}</span>
            </p>
            <p className="flex items-center gap-2">
              <strong className="font-semibold">{t('difficulty')}</strong> <DifficultyChip difficulty={challenge.difficulty} />
              <button type="button" onClick={() => props.onSelect(null)} className="ms-auto text-xs font-semibold text-purple-700 hover:underline">{t('writeFreelyInstead')}</button>
            </p>
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t('writeAnything')}</p>
        )}
        <label htmlFor="writing-text" className="sr-only">{t('yourWriting')}</label>
        <textarea
          id="writing-text"
          ref={props.textareaRef}
          rows={7}
          value={props.text}
          maxLength={MAX_WRITING_LENGTH}
          onChange={(event) => props.onTextChange(event.target.value)}
          dir="auto"
          placeholder={t('startWritingHere')}
          className="mt-3 w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-purple-500 focus:outline-none focus:ring-2 focus:ring-purple-500/30"
        />
        <div className="mt-2 flex gap-2">
          <Button className="flex-1" onClick={props.onSubmit} disabled={!props.canSubmit}>{t('submit')}</Button>
          <Button variant="secondary" onClick={props.onReset} disabled={props.text === ''}>{t('reset')}</Button>
        </div>
      </section>
      <ChallengePicker filter={props.filter} onFilter={props.onFilter} selectedId={challenge?.id ?? null} onSelect={props.onSelect} />
      <TipList title={t('writingPrompts')} items={WRITING_PROMPTS.map((key) => t(key))} />
      <TipList title={t('writingTips')} items={WRITING_TIPS.map((key) => t(key))} />
    </div>
  );
}

function TipList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section aria-label={title} className="rounded-xl bg-purple-50 p-4 ring-1 ring-purple-100">
      <h3 className="text-sm font-semibold text-purple-950">{title}</h3>
      <ul className="mt-2 space-y-2 text-sm text-purple-900">
        {items.map((item) => (
          <li key={item} className="flex gap-2"><LightbulbIcon className="mt-0.5 h-4 w-4 flex-none text-purple-500" />{item}</li>
        ))}
      </ul>
    </section>
  );
}
