/** Progress's line on the sounds that slip most in the learner's latest pronunciation checks. */
import { PRACTICE_SOUND_LABELS, TROUBLE_SOUND_CHECKS } from '#/shared/pronunciation';
import type { ProgressDto } from '#/shared/notebook';

export function TroubleSounds({ pronunciation }: { pronunciation: ProgressDto['pronunciation'] }) {
  const { trouble_sounds: troubleSounds, attempts } = pronunciation;
  if (troubleSounds.length === 0) return null;
  const counted = Math.min(attempts, TROUBLE_SOUND_CHECKS);
  const checks = counted === 1 ? 'your last check' : `your last ${counted} checks`;
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="trouble-sounds">
      <span className="font-semibold text-slate-900">Sounds to practise</span> (words that slipped in {checks}):{' '}
      {troubleSounds.map(({ sound, misses }) => `${PRACTICE_SOUND_LABELS[sound]} (${misses})`).join(', ')}
    </p>
  );
}
