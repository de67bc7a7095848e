/** Progress's line on the sounds that slip most in the learner's latest pronunciation checks. */
import type { ProgressDto } from '#/shared/notebook';
import { type PracticeSound, TROUBLE_SOUND_CHECKS } from '#/shared/pronunciation';
import { useT } from '#/web/i18n/use-t';
import { progressCatalogue } from './messages/catalogue';

/** Each family by its letters and an English example word (the sounds are English ones; the example stays English). */
const SOUND_KEYS = { th: 'soundTh', dh: 'soundDh', 'i-ee': 'soundIEe', 'v-w': 'soundVW', 'r-l': 'soundRL', final: 'soundFinal' } as const satisfies Record<PracticeSound, string>;

export function TroubleSounds({ pronunciation }: { pronunciation: ProgressDto['pronunciation'] }) {
  const t = useT(progressCatalogue);
  const { trouble_sounds: troubleSounds, attempts } = pronunciation;
  if (troubleSounds.length === 0) return null;
  const sounds = troubleSounds.map(({ sound, misses }) => t('soundWithMisses', { sound: t(SOUND_KEYS[sound]), misses })).join(t('soundsSeparator'));
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
