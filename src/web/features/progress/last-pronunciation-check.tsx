/** Progress's pronunciation section: the latest sentence with each word marked, and the sounds to practise. */
import type { ProgressDto } from '#/shared/notebook';
import { TroubleSounds } from './trouble-sounds';

const MARKS: Record<string, string> = {
  ok: 'text-emerald-800',
  mispronounced: 'text-amber-900 underline decoration-amber-500 decoration-2',
  omitted: 'text-slate-400 line-through',
  inserted: 'text-sky-800 italic',
};

export function LastPronunciationCheck({ pronunciation }: { pronunciation: ProgressDto['pronunciation'] }) {
  const { last } = pronunciation;
  return (
    <section className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby="pronunciation-heading">
      <h2 id="pronunciation-heading" className="text-lg font-semibold text-slate-900">Pronunciation</h2>
      {last ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Last check: {last.ok_count} of {last.word_count} words came through, {new Date(last.checked_at).toLocaleDateString()}.
          </p>
          <p className="mt-2 flex flex-wrap gap-1" data-testid="last-pronunciation-check">
            {last.words.map((word, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in the sentence is its identity (a word may repeat)
              <span key={`${word.word}-${at}`} className={MARKS[word.result] ?? ''} title={word.heard ? `${word.result}: heard "${word.heard}"` : word.result}>
                {word.word}
              </span>
            ))}
          </p>
          <TroubleSounds pronunciation={pronunciation} />
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No checks yet: Maya's Pronunciation check (under Voice practice) and Review's Say it count here.</p>
      )}
    </section>
  );
}
