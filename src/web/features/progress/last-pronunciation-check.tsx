/** Progress's pronunciation section: the latest sentence with each word marked and its scores, and the sounds to practise. */
import type { ProgressDto } from '#/shared/notebook';
import { MarkedWords } from '#/web/components/marked-words';
import { ReadingScoreMeters } from '#/web/components/reading-score-meters';
import { TroubleSounds } from './trouble-sounds';

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
          <MarkedWords words={last.words} label="Your last reading, word by word" testId="last-pronunciation-check" className="mt-2" />
          {last.scores && <ReadingScoreMeters scores={last.scores} className="mt-3 max-w-md" />}
          <TroubleSounds pronunciation={pronunciation} />
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No checks yet: Maya's Pronunciation check (under Voice practice) and Review's Say it count here.</p>
      )}
    </section>
  );
}
