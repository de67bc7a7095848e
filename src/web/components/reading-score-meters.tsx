/** A reading's four scores (0-100), each with its number, its band in words and a bar (Pronunciation check, Say it, Progress). */
import type { ReadingScores } from '#/shared/api/pronunciation';
import { scoreBand } from '#/shared/pronunciation';
import { useT } from '#/web/i18n/use-t';
import { componentsCatalogue } from './messages/catalogue';
import { SCORE_BAND_STYLES } from './score-band-styles';

const SCORES = [
  { key: 'accuracy_score', label: 'accuracy', about: 'accuracyAbout' },
  { key: 'fluency_score', label: 'fluency', about: 'fluencyAbout' },
  { key: 'completeness_score', label: 'completeness', about: 'completenessAbout' },
  { key: 'pronunciation_score', label: 'pronunciation', about: 'pronunciationAbout' },
] as const satisfies ReadonlyArray<{ key: keyof ReadingScores; label: string; about: string }>;

export function ReadingScoreMeters({ scores, className = '' }: { scores: ReadingScores; className?: string }) {
  const t = useT(componentsCatalogue);
  return (
    <ul aria-label={t('scoresLabel')} className={`grid grid-cols-2 gap-2 ${className}`}>
      {SCORES.map(({ key, label, about }) => {
        const score = Math.round(scores[key]);
        const band = scoreBand(score);
        return (
          <li key={key} title={t('scoreTitle', { label: t(label), about: t(about) })} className="rounded-md bg-white px-2 py-1 text-xs ring-1 ring-slate-200">
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-slate-700">{t(label)}</span>
              <span className="text-slate-600">
                {t.rich('scoreOutOf100', {
                  score,
                  band: t('band', { band }),
                  bold: (chunks) => <span className="font-semibold tabular-nums text-slate-900">{chunks}</span>,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </span>
            </span>
            <span aria-hidden="true" className="mt-1 block h-1.5 overflow-hidden rounded-full bg-slate-200">
              <span className={`block h-full rounded-full ${SCORE_BAND_STYLES[band].bar}`} style={{ width: `${score}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
