/**
 * The pronunciation check's limits and sound families, for server and browser alike. No zod here: the
 * browser's production bundle leaves zod out (its schemas live in api/pronunciation.ts and api/progress.ts,
 * which the browser imports for types only), and Firefox reports zod's eval probe as a CSP violation.
 */

/** The longest reading accepted, in seconds. */
export const MAX_PRONUNCIATION_SECONDS = 30;
/** The longest sentence to read, in characters. */
export const MAX_PRONUNCIATION_TEXT = 200;
/** Audio the keyless engine reads: 16-bit PCM WAV, which the browser makes from its recording. */
export const PRONUNCIATION_AUDIO_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave'] as const;

/**
 * The families of sounds the practice panel has sentences for: "th" as in "think" (θ) and as in "this"
 * (ð), short "i" and long "ee", "v" and "w", "r" and "l", and a word's last sound.
 */
export const PRACTICE_SOUNDS = ['th', 'dh', 'i-ee', 'v-w', 'r-l', 'final'] as const;
export type PracticeSound = (typeof PRACTICE_SOUNDS)[number];

/** How many of a learner's latest checks their trouble sounds are counted over (Progress and the practice panel). */
export const TROUBLE_SOUND_CHECKS = 20;
