/**
 * A checked reading's words, each marked by how it was said (Maya's Pronunciation check, Review's Say it,
 * Progress): a scored word by its score's band, a word left out struck through, an extra word in italics.
 */
import type { WordResult } from '#/shared/api/pronunciation';
import { type ScoreBand, scoreBand } from '#/shared/pronunciation';
import { type Translate, useT } from '#/web/i18n/use-t';
import type en from './messages/en';
import { componentsCatalogue } from './messages/catalogue';
import { SCORE_BAND_STYLES } from './score-band-styles';

const LEFT_OUT = 'bg-slate-100 text-slate-500 line-through ring-slate-200';
const EXTRA = 'bg-sky-50 text-sky-800 italic ring-sky-200';
const BANDS: ScoreBand[] = ['good', 'fair', 'poor'];

/** A confident slip is poor whatever its score; a word without a score (a check from before scores) is marked by its result. */
function markOf(word: WordResult, t: Translate<typeof en>): { style: string; says: string } {
  const score = word.accuracy_score;
  if (word.result === 'omitted') return { style: LEFT_OUT, says: t('wordLeftOut') };
  if (word.result === 'inserted') return { style: EXTRA, says: t('wordExtra') };
  if (word.result === 'mispronounced') {
    return { style: SCORE_BAND_STYLES.poor.word, says: score === undefined ? t('wordMispronounced') : t('scoreDescribed', { score: Math.round(score), band: 'poor' }) };
  }
  return score === undefined
    ? { style: SCORE_BAND_STYLES.good.word, says: t('wordSaidRight') }
    : { style: SCORE_BAND_STYLES[scoreBand(score)].word, says: t('scoreDescribed', { score: Math.round(score), band: scoreBand(score) }) };
}

export function MarkedWords({ words, label, testId, className = '' }: { words: WordResult[]; label: string; testId?: string; className?: string }) {
  const t = useT(componentsCatalogue);
  const isScored = words.some((word) => word.accuracy_score !== undefined);
  return (
    <div className={`space-y-1 ${className}`}>
      <ul aria-label={label} data-testid={testId} className="flex flex-wrap gap-1 text-sm">
        {words.map((word, at) => {
          const { style, says } = markOf(word, t);
          const description = word.heard ? t('wordHeard', { description: says, heard: word.heard }) : says;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in the sentence is its identity (a word may repeat)
            <li key={`${word.word}-${at}`} className={`rounded px-1 ring-1 ${style}`} title={description} aria-label={t('wordLabel', { word: word.word, description })}>
              {word.result === 'inserted' ? `+${word.word}` : word.word}
              {/* inline-block: the word's underline stops at the word */}
              {word.heard && <> <span className="inline-block text-xs font-normal">{t('heardShown', { heard: word.heard })}</span></>}
            </li>
          );
        })}
      </ul>
      {isScored && (
        // The words' own labels say their band; this key is for the eye.
        <p aria-hidden="true" className="flex flex-wrap gap-1 text-xs">
          {BANDS.map((band) => (
            <span key={band} className={`rounded px-1 ring-1 ${SCORE_BAND_STYLES[band].word}`}>{t('band', { band })}</span>
          ))}
        </p>
      )}
    </div>
  );
}
