/** What the learner is told for each slip: how to make the sound that was missed, in a sentence or two. */
import type { PracticeSound } from '#/shared/api/pronunciation';
import type { PronunciationVariant, VariantRule } from './arpabet-variants';

/** How a learner would spell each ARPAbet sound. */
const SOUND_SPELLINGS: Record<string, string> = {
  AA: 'ah', AE: 'a', AH: 'uh', AO: 'aw', AW: 'ow', AY: 'eye', B: 'b', CH: 'ch', D: 'd', DH: 'th', EH: 'e', ER: 'er', EY: 'ay', F: 'f',
  G: 'g', HH: 'h', IH: 'i', IY: 'ee', JH: 'j', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ng', OW: 'oh', OY: 'oy', P: 'p', R: 'r', S: 's',
  SH: 'sh', T: 't', TH: 'th', UH: 'oo', UW: 'oo', V: 'v', W: 'w', Y: 'y', Z: 'z', ZH: 'zh',
};

export function spellSound(phone: string): string {
  return SOUND_SPELLINGS[phone] ?? phone.toLowerCase();
}

/** How to make the sound the word needs, given the slip that was heard. */
export function tipFor(variant: PronunciationVariant, word: string): string {
  switch (variant.rule) {
    case 'th':
      return `For the "th" in "${word}", put the tip of your tongue lightly between your teeth and blow air out: no "${spellSound(variant.to ?? 'S')}".`;
    case 'dh':
      return `For the "th" in "${word}", rest your tongue between your teeth and let your voice buzz through it, without a "${spellSound(variant.to ?? 'D')}".`;
    case 'ih-iy':
      return `The "i" in "${word}" is short and relaxed, as in "ship": don't stretch it into "ee".`;
    case 'iy-ih':
      return `The "ee" in "${word}" is long, as in "sheep": spread your lips into a smile and hold it.`;
    case 'v':
      return `For the "v" in "${word}", rest your top teeth on your lower lip and buzz; don't round or close your lips.`;
    case 'r-l':
      return `For the "r" in "${word}", pull your tongue back and don't let its tip touch the roof of your mouth.`;
    case 'l-r':
      return `For the "l" in "${word}", touch the tip of your tongue to the ridge just behind your top teeth.`;
    case 'final-consonant':
      return `Finish "${word}": say its last sound, "${spellSound(variant.from)}", clearly before the next word.`;
  }
}

const SOUND_OF_RULE: Record<VariantRule, PracticeSound> = { th: 'th', dh: 'dh', 'ih-iy': 'i-ee', 'iy-ih': 'i-ee', v: 'v-w', 'r-l': 'r-l', 'l-r': 'r-l', 'final-consonant': 'final' };

/** The practice family of the sound a slip changes (the practice panel has sentences for each). */
export function soundOf(variant: PronunciationVariant): PracticeSound {
  return SOUND_OF_RULE[variant.rule];
}
