/** The measures more than one cue on the signal reads (each cue's own stay in its file, beside their evidence). */

/**
 * A sound whose hiss stands less than this far (dB) above the recording's background hiss is the room's,
 * not speech: a faint "th" in a noisy room reads as loud as the noise (sibilant-cue.ts), an ending's hiss
 * must rise above it (sibilant-ending-cue.ts), and a sound aligned there lies in a pause (release-cue.ts).
 */
export const ABOVE_NOISE_DB = 6;
/** A stop's release: the hiss rises at least this far (dB) within RELEASE_SPAN (release-cue.ts, stop-ending-cue.ts). */
export const RELEASE_DB = 25;
/** The span (seconds) a release rises within: 10 ms. */
export const RELEASE_SPAN = 0.01;
/**
 * A stop's closure, silent or voiced, lasts at least this long (seconds): 35-50 ms on five eSpeak NG voices,
 * against at most 10 ms of pause between words (sibilant-cue.ts, stop-onset-cue.ts).
 */
export const SHORTEST_CLOSURE = 0.025;
/** How far (seconds) around a sound as aligned its hiss is looked for: the decoder's bounds are approximate. */
export const REACH = 0.03;
