/** A checked reading shown back: each word marked (by its score, what was heard instead, left out, extra), the tips, then the sentence's scores. */
import type { PronunciationAssessment } from '#/shared/api/pronunciation';
import { describeScore, scoreBand } from '#/shared/pronunciation';
import { MarkedWords } from '#/web/components/marked-words';
import { ReadingScoreMeters } from '#/web/components/reading-score-meters';

export const OTHER_SENTENCE_MESSAGE = "That didn't sound like this sentence. Read the sentence shown, word for word, and try again.";

/** More than half the sentence's words unheard: the learner read something else (or nothing), and a "say every word" tip per word would bury that. */
export function isOtherSentence(result: PronunciationAssessment): boolean {
  const expected = result.words.filter((word) => word.result !== 'inserted');
  return expected.length > 0 && expected.filter((word) => word.result === 'omitted').length * 2 > expected.length;
}

/** A word said right and clearly: not flagged, and (where it has a score) in the Clear band. */
const isClear = (word: PronunciationAssessment['words'][number]) => word.result === 'ok' && (word.accuracy_score === undefined || scoreBand(word.accuracy_score) === 'good');

export const LESS_CLEAR_MESSAGE = 'The words marked Almost or Needs practice came through less clearly: hear the sentence again and repeat them.';

/** The reading in one line, e.g. "4 of 5 words sounded right. Pronunciation: 72 out of 100, almost." (what a screen reader is told). */
export function summarizeReading(result: PronunciationAssessment, allRightMessage = 'Every word sounded right.'): string {
  if (isOtherSentence(result)) return OTHER_SENTENCE_MESSAGE;
  const expected = result.words.filter((word) => word.result !== 'inserted');
  const words = result.words.every(isClear) ? allRightMessage : `${expected.filter(isClear).length} of ${expected.length} words sounded right.`;
  return `${words} Pronunciation: ${describeScore(result.pronunciation_score)}.`;
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
  // Only a flagged word gets a tip: an ok word with a low score has no named slip to advise on.
  const slips = result.words.filter((word) => word.result !== 'ok');
  return (
    <div className="space-y-2" aria-live={live}>
      <MarkedWords words={result.words} label="Your reading, word by word" />
      {slips.length === 0 ? (
        <p className={`text-xs ${result.words.every(isClear) ? 'text-emerald-800' : 'text-slate-700'}`}>{result.words.every(isClear) ? allRightMessage : LESS_CLEAR_MESSAGE}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-4 text-xs text-slate-700">
          {[...new Set(slips.map((word) => word.tip).filter(Boolean))].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      <ReadingScoreMeters scores={result} />
      {result.words_per_minute > 0 && <p className="text-xs text-slate-500">{result.words_per_minute} words a minute</p>}
    </div>
  );
}
