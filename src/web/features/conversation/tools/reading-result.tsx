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

export const OTHER_SENTENCE_MESSAGE = "That didn't sound like this sentence. Read the sentence shown, word for word, and try again.";

/** More than half the sentence's words unheard: the learner read something else (or nothing), and a "say every word" tip per word would bury that. */
export function isOtherSentence(result: PronunciationAssessment): boolean {
  const expected = result.words.filter((word) => word.result !== 'inserted');
  return expected.length > 0 && expected.filter((word) => word.result === 'omitted').length * 2 > expected.length;
}

/** The reading in one line, e.g. "4 of 5 words sounded right." (what a screen reader is told). */
export function summarizeReading(result: PronunciationAssessment, allRightMessage = 'Every word sounded right.'): string {
  if (isOtherSentence(result)) return OTHER_SENTENCE_MESSAGE;
  if (result.words.every((word) => word.result === 'ok')) return allRightMessage;
  const expected = result.words.filter((word) => word.result !== 'inserted');
  return `${expected.filter((word) => word.result === 'ok').length} of ${expected.length} words sounded right.`;
}

/** `isAnnounced` false: the caller announces the reading itself (from a live region that was already on the page). */
export function ReadingResult({ result, allRightMessage = 'Every word sounded right.', isAnnounced = true }: { result: PronunciationAssessment; allRightMessage?: string; isAnnounced?: boolean }) {
  const live = isAnnounced ? ('polite' as const) : undefined;
  if (isOtherSentence(result)) {
    return (
      <p aria-live={live} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        {OTHER_SENTENCE_MESSAGE}
      </p>
    );
  }
  const slips = result.words.filter((word) => word.result !== 'ok');
  return (
    <div className="space-y-2" aria-live={live}>
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
