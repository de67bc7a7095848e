/** Progress's line on the sounds that slip most in the learner's latest pronunciation checks. */
import type { ProgressDto } from '#/shared/notebook';
import { TROUBLE_SOUND_CHECKS } from '#/shared/pronunciation';
import { useSoundName } from '#/web/components/sound-names/use-sound-name';
import { useT } from '#/web/i18n/use-t';
import { progressCatalogue } from './messages/catalogue';

export function TroubleSounds({ pronunciation }: { pronunciation: ProgressDto['pronunciation'] }) {
  const t = useT(progressCatalogue);
  const soundName = useSoundName();
  const { trouble_sounds: troubleSounds, attempts } = pronunciation;
  if (troubleSounds.length === 0) return null;
  const sounds = troubleSounds.map(({ sound, misses }) => t('soundWithMisses', { sound: soundName(sound), misses })).join(t('soundsSeparator'));
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="trouble-sounds">
      {t.rich('soundsToPractise', {
        count: Math.min(attempts, TROUBLE_SOUND_CHECKS),
        sounds,
        bold: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
      })}
    </p>
  );
}
