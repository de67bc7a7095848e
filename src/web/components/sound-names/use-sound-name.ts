/** The practice sound families' names in the learner's interface language (practice panel, Today's drill, Progress). */
import type { PracticeSound } from '#/shared/pronunciation';
import { useT } from '#/web/i18n/use-t';
import { soundNamesCatalogue } from './messages/catalogue';

/** Each sound family's catalogue key (the English is PRACTICE_SOUND_LABELS'). */
const SOUND_NAME_KEYS = {
  th: 'soundTh',
  dh: 'soundDh',
  'i-ee': 'soundIEe',
  'v-w': 'soundVW',
  'r-l': 'soundRL',
  final: 'soundFinal',
} as const satisfies Record<PracticeSound, string>;

/** A function from a sound family's id to its translated name, e.g. 'th' → "th as in think". */
export function useSoundName(): (sound: PracticeSound) => string {
  const t = useT(soundNamesCatalogue);
  return (sound) => t(SOUND_NAME_KEYS[sound]);
}
