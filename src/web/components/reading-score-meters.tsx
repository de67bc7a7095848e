/** A reading's four scores (0-100), each with its number, its band in words and a bar (Pronunciation check, Say it, Progress). */
import type { ReadingScores } from '#/shared/api/pronunciation';
import { SCORE_BAND_LABELS, scoreBand } from '#/shared/pronunciation';
import { SCORE_BAND_STYLES } from './score-band-styles';

const SCORES: Array<{ key: keyof ReadingScores; label: string; about: string }> = [
  { key: 'accuracy_score', label: 'Accuracy', about: 'how clearly each word was said' },
  { key: 'fluency_score', label: 'Fluency', about: 'how smoothly the sentence flowed, without long pauses' },
  { key: 'completeness_score', label: 'Completeness', about: 'how much of the sentence was read' },
  { key: 'pronunciation_score', label: 'Pronunciation', about: 'the three together' },
];

export function ReadingScoreMeters({ scores, className = '' }: { scores: ReadingScores; className?: string }) {
  return (
    <ul aria-label="Scores for the whole sentence" className={`grid grid-cols-2 gap-2 ${className}`}>
      {SCORES.map(({ key, label, about }) => {
        const score = Math.round(scores[key]);
        const band = scoreBand(score);
        return (
          <li key={key} title={`${label}: ${about}`} className="rounded-md bg-white px-2 py-1 text-xs ring-1 ring-slate-200">
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-slate-700">{label}</span>
              <span className="text-slate-600">
                <span className="font-semibold tabular-nums text-slate-900">{score}</span>
                <span className="sr-only"> out of 100,</span> {SCORE_BAND_LABELS[band]}
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
