/** A checked reading shown back: each word marked (by its score, what was heard instead, left out, extra), the tips, then the sentence's scores. */
import type { PronunciationAssessment } from '#/shared/api/pronunciation';
import { scoreBand } from '#/shared/pronunciation';
import { MarkedWords } from '#/web/components/marked-words';
import { ReadingScoreMeters } from '#/web/components/reading-score-meters';
import { getLocale } from '#/web/i18n/locale-store';
import { makeTranslate, type Translate, useT } from '#/web/i18n/use-t';
import { conversationToolsCatalogue } from './messages/catalogue';
import en from './messages/en';

/** The English of two of the messages below, for the tests that look for them. */
export const OTHER_SENTENCE_MESSAGE = en.otherSentence;
export const LESS_CLEAR_MESSAGE = en.lessClear;

/** More than half the sentence's words unheard: the learner read something else (or nothing), and a "say every word" tip per word would bury that. */
export function isOtherSentence(result: PronunciationAssessment): boolean {
  const expected = result.words.filter((word) => word.result !== 'inserted');
  return expected.length > 0 && expected.filter((word) => word.result === 'omitted').length * 2 > expected.length;
}

/** A word said right and clearly: not flagged, and (where it has a score) in the Clear band. */
const isClear = (word: PronunciationAssessment['words'][number]) => word.result === 'ok' && (word.accuracy_score === undefined || scoreBand(word.accuracy_score) === 'good');

/** The tools' messages in the interface language, for a caller that has no `t` (its screen has loaded them with RecordingClock or ReadingResult). */
function translateInInterfaceLanguage(): Translate<typeof en> {
  const locale = getLocale();
  return makeTranslate(locale, en, conversationToolsCatalogue.messagesIn(locale) ?? en);
}

/** The reading in one line, e.g. "4 of 5 words sounded right. Pronunciation: 72 out of 100, almost." (what a screen reader is told). */
export function summarizeReading(result: PronunciationAssessment, allRightMessage?: string, t: Translate<typeof en> = translateInInterfaceLanguage()): string {
  if (isOtherSentence(result)) return t('otherSentence');
  const expected = result.words.filter((word) => word.result !== 'inserted');
  const words = result.words.every(isClear) ? (allRightMessage ?? t('everyWordRight')) : t('wordsSoundedRight', { right: expected.filter(isClear).length, total: expected.length });
  return t('readingSummary', { words, score: Math.round(result.pronunciation_score), band: scoreBand(result.pronunciation_score) });
}

/** `isAnnounced` false: the caller announces the reading itself (from a live region that was already on the page). */
export function ReadingResult({ result, allRightMessage, isAnnounced = true }: { result: PronunciationAssessment; allRightMessage?: string; isAnnounced?: boolean }) {
  const t = useT(conversationToolsCatalogue);
  const live = isAnnounced ? ('polite' as const) : undefined;
  if (isOtherSentence(result)) {
    return (
      <p aria-live={live} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        {t('otherSentence')}
      </p>
    );
  }
  // Only a flagged word gets a tip: an ok word with a low score has no named slip to advise on.
  const slips = result.words.filter((word) => word.result !== 'ok');
  const isAllClear = result.words.every(isClear);
  return (
    <div className="space-y-2" aria-live={live}>
      <MarkedWords words={result.words} label={t('readingWordByWord')} />
      {slips.length === 0 ? (
        <p className={`text-xs ${isAllClear ? 'text-emerald-800' : 'text-slate-700'}`}>{isAllClear ? (allRightMessage ?? t('everyWordRight')) : t('lessClear')}</p>
      ) : (
        <ul className="list-disc space-y-1 ps-4 text-xs text-slate-700">
          {[...new Set(slips.map((word) => word.tip).filter(Boolean))].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      <ReadingScoreMeters scores={result} />
      {result.words_per_minute > 0 && <p className="text-xs text-slate-500">{t('wordsAMinute', { count: result.words_per_minute })}</p>}
    </div>
  );
}
