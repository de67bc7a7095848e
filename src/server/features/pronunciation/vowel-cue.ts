/**
 * Between "ee" and "i" in a word of one vowel ("sheep" / "ship", "seat" / "sit"), the vowel's formants
 * decide, not the decoder, which heard "ship" in "sheep" said right as often as in "ship" said: "ee" is
 * closed and front (low F1, high F2), "i" more open and central. The ratio F2/F1 does not depend on how
 * long the speaker's vocal tract is, so it needs no one's voice learned first: 7.2-8.2 for "ee" and
 * 3.6-5.1 for "i" on five eSpeak NG voices; about 6.3-6.8 and 4.8-4.9 in recorded American speech
 * (Hillenbrand et al., 1995, women and men). Between the two bounds below the word as written stands.
 * In a longer word the vowel may be unstressed and reduced ("village"), and the decoder decides as before.
 */
import type { PronunciationVariant } from './arpabet-variants';
import type { WordOption } from './build-reading-grammar';
import type { Cue, CueContext } from './cue';
import { cuePair } from './cue-pair';
import { isVowel } from './phone-classes';

/** F2/F1 at or above this is "ee"... */
export const EE_RATIO = 6.5;
/** ...and at or below this, "i". */
export const I_RATIO = 5.3;

const isIAndEeSwapped = ({ rule }: PronunciationVariant) => rule === 'ih-iy' || rule === 'iy-ih';

export function settleByVowel({ reading, chosen, phones }: CueContext): WordOption {
  if (phones.filter(({ phone }) => isVowel(phone)).length !== 1) return chosen;
  const pair = cuePair(reading.options, chosen, isIAndEeSwapped);
  if (!pair) return chosen;
  const { slip, asWritten } = pair;
  const vowel = phones[slip.variant.at];
  // Formants unread: "ee" said as "i" is the cue's alone to hear; "i" said as "ee", the decoder's as before.
  if (!vowel?.f1 || !vowel.f2 || !['IY', 'IH'].includes(vowel.phone)) return slip.variant.rule === 'iy-ih' ? asWritten : chosen;
  const ratio = vowel.f2 / vowel.f1;
  const heard = ratio >= EE_RATIO ? 'IY' : ratio <= I_RATIO ? 'IH' : undefined;
  // "i" said as "ee" stays the decoder's to hear; the formants only overrule it where they disagree.
  if (slip.variant.rule === 'ih-iy' && chosen !== slip) return chosen;
  return heard === slip.variant.to ? slip : asWritten;
}

export const vowelCue: Cue = { name: 'vowel', rulesOn: isIAndEeSwapped, settle: settleByVowel };
