/** A checked reading shown back: each word marked (ok, mispronounced with what was heard, left out, extra), then the tips. */
import type { PronunciationAssessment } from '#/shared/api/pronunciation';

const WORD_STYLES: Record<string, string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  mispronounced: 'bg-amber-50 text-amber-900 ring-amber-300',
  omitted: 'bg-slate-100 text-slate-500 line-through ring-slate-200',
  inserted: 'bg-sky-50 text-sky-800 italic ring-sky-200',
};

/** What each mark means, for screen readers and the tooltip. */
const WORD_LABELS: Record<string, string> = { ok: 'said right', mispronounced: 'mispronounced', omitted: 'left out', inserted: 'extra word' };

export function ReadingResult({ result, allRightMessage = 'Every word sounded right.' }: { result: PronunciationAssessment; allRightMessage?: string }) {
  const slips = result.words.filter((word) => word.result !== 'ok');
  return (
    <div className="space-y-2" aria-live="polite">
      <ul aria-label="Your reading, word by word" className="flex flex-wrap gap-1 text-sm">
        {result.words.map((word, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in the sentence is its identity (a word may repeat)
          <li key={`${word.word}-${at}`} className={`rounded px-1 ring-1 ${WORD_STYLES[word.result] ?? ''}`} title={WORD_LABELS[word.result]} aria-label={`${word.word}: ${WORD_LABELS[word.result] ?? word.result}${word.heard ? `, heard "${word.heard}"` : ''}`}>
            {word.result === 'inserted' ? `+${word.word}` : word.word}
            {word.heard && <span className="text-xs"> (heard “{word.heard}”)</span>}
          </li>
        ))}
      </ul>
      {slips.length === 0 ? (
        <p className="text-xs text-emerald-800">{allRightMessage}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-4 text-xs text-slate-700">
          {[...new Set(slips.map((word) => word.tip).filter(Boolean))].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      {result.words_per_minute > 0 && <p className="text-xs text-slate-500">{result.words_per_minute} words a minute</p>}
    </div>
  );
}
