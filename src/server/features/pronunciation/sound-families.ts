/**
 * The sound families learners of English slip on, as one table: for each family (keyed as the practice
 * panel names it; its label for learners is PRACTICE_SOUND_LABELS in shared/pronunciation.ts, which the
 * browser reads), the rules that derive its slips from a word's pronunciation (arpabet-variants.ts), the
 * tip for each (pronunciation-tips.ts), and the slips the grammar listens for (slip-weights.ts).
 *
 * `listened`: each slip by the sound it changes and where in the word, as slipOf keys it ("TH>S initial"),
 * with its grammar weight against 1 for the word as written (how the weights were set: slip-weights.ts),
 * or `heardBy: 'cue'`: offered among the word's options but not to the decoder, which heard it as often in
 * words said right, so that only its `cue` (cues.ts) chooses it. A slip not listed is never offered: the
 * model heard it about as often in words said right as in slips (th as f, ð as z, ɪ as iː at a word's
 * start as in "is", l as r after a consonant as in "please").
 */
import type { PracticeSound } from '#/shared/pronunciation';
import { spellSound } from './spell-sound';

export type VariantRule = 'th' | 'dh' | 'ih-iy' | 'iy-ih' | 'v' | 'r-l' | 'l-r' | 'final-consonant';
/** Where in the word a slip falls: the model hears "th" as "s" far more readily at a word's end than at its start. */
export type SlipPosition = 'initial' | 'within' | 'final';
/** cue: the cue (cues.ts) that settles the slip on the signal, whatever the decoder chose. */
export type ListenedSlip = { slip: string; weight: number; cue?: string } | { slip: string; heardBy: 'cue'; cue: string };
/** swap: the sound the rule changes and what it may become (a final consonant left off has none: deriveVariants). */
export type SlipRule = { rule: VariantRule; swap?: { from: string; to: readonly string[] }; tip: (word: string, slip: { from: string; to: string | null }) => string; listened: readonly ListenedSlip[] };

export const SOUND_FAMILIES: Readonly<Record<PracticeSound, readonly SlipRule[]>> = {
  th: [
    {
      rule: 'th',
      swap: { from: 'TH', to: ['S', 'T', 'F'] },
      tip: (word, { to }) => `For the "th" in "${word}", put the tip of your tongue lightly between your teeth and blow air out: no "${spellSound(to ?? 'S')}".`,
      // th as s is settled by the loudness of its hiss, th as t by the closure before its burst (sibilant-cue.ts).
      listened: [
        { slip: 'TH>S initial', weight: 0.1, cue: 'sibilant' },
        { slip: 'TH>S final', weight: 0.05, cue: 'sibilant' },
        { slip: 'TH>T final', weight: 1e-4, cue: 'sibilant' }, // at 0.05, "with" said right before a vowel was heard as "wit" in 11 of 45 eSpeak readings; at 1e-4, 3
        { slip: 'TH>T initial', heardBy: 'cue', cue: 'sibilant' }, // "thing" was heard as "ting" at every weight
      ],
    },
  ],
  dh: [
    {
      rule: 'dh',
      swap: { from: 'DH', to: ['D', 'Z'] },
      tip: (word, { to }) => `For the "th" in "${word}", rest your tongue between your teeth and let your voice buzz through it, without a "${spellSound(to ?? 'D')}".`,
      listened: [
        { slip: 'DH>D initial', weight: 1e-14, cue: 'stop-onset' }, // its voice bar and release
        { slip: 'DH>D final', heardBy: 'cue', cue: 'stop-ending' }, // "breed" for "breathe": its closure and burst, before a vowel
      ],
    },
  ],
  'i-ee': [
    {
      rule: 'ih-iy',
      swap: { from: 'IH', to: ['IY'] },
      tip: (word) => `The "i" in "${word}" is short and relaxed, as in "ship": don't stretch it into "ee".`,
      listened: [{ slip: 'IH>IY within', weight: 1e-28, cue: 'vowel' }], // the vowel's formants overrule the decoder where they disagree
    },
    {
      rule: 'iy-ih',
      swap: { from: 'IY', to: ['IH'] },
      tip: (word) => `The "ee" in "${word}" is long, as in "sheep": spread your lips into a smile and hold it.`,
      // The decoder caught 19% where nothing said right was flagged: the formants decide. Still offered to the decoder, faintly: left
      // out, it matched "keep" where it had matched "kip" (1 of 3234 eSpeak readings; the verdict the same, the cue deciding either way).
      listened: [{ slip: 'IY>IH within', weight: 1e-40, cue: 'vowel' }],
    },
  ],
  'v-w': [
    {
      rule: 'v',
      swap: { from: 'V', to: ['W', 'B'] },
      tip: (word) => `For the "v" in "${word}", rest your top teeth on your lower lip and buzz; don't round or close your lips.`,
      listened: [
        { slip: 'V>W initial', weight: 1e-31 },
        { slip: 'V>B initial', weight: 1e-25, cue: 'stop-onset' }, // its voice bar and release
      ],
    },
  ],
  'r-l': [
    {
      rule: 'r-l',
      swap: { from: 'R', to: ['L'] },
      tip: (word) => `For the "r" in "${word}", pull your tongue back and don't let its tip touch the roof of your mouth.`,
      listened: [
        { slip: 'R>L initial', weight: 2e-21 },
        { slip: 'R>L within', weight: 1e-24 },
      ],
    },
    {
      rule: 'l-r',
      swap: { from: 'L', to: ['R'] },
      tip: (word) => `For the "l" in "${word}", touch the tip of your tongue to the ridge just behind your top teeth.`,
      listened: [{ slip: 'L>R initial', weight: 1 }],
    },
  ],
  final: [
    {
      rule: 'final-consonant',
      tip: (word, { from }) => `Finish "${word}": say its last sound, "${spellSound(from)}", clearly before the next word.`,
      // A final stop left off, listened for only before a vowel, is settled by its closure and release (release-cue.ts);
      // a "t" or "d" that may be tapped is the decoder's to hear, the signal only giving it back (isStopLeftOffHeardAfter).
      listened: [
        { slip: 'D>nothing final', weight: 1e-6, cue: 'release' },
        { slip: 'T>nothing final', weight: 1e-6, cue: 'release' },
        ...['K', 'P', 'B', 'G'].map((stop) => ({ slip: `${stop}>nothing final`, weight: 1e-10, cue: 'release' })),
      ],
    },
  ],
};

/** Every rule with the family it belongs to, in the table's order. */
export const SLIP_RULES: ReadonlyArray<SlipRule & { sound: PracticeSound }> = Object.entries(SOUND_FAMILIES).flatMap(([sound, rules]) => rules.map((rule) => ({ ...rule, sound: sound as PracticeSound })));
