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

/** Each family as a learner knows it, by the letters and an example word, not by phonetic symbols (the practice panel and Progress). */
export const PRACTICE_SOUND_LABELS: Record<PracticeSound, string> = {
  th: 'th as in think',
  dh: 'th as in this',
  'i-ee': 'i and ee',
  'v-w': 'v and w',
  'r-l': 'r and l',
  final: 'last sounds of words',
};

/** How often a family's words slipped over a learner's latest checks (GET /api/progress's trouble_sounds). */
export type TroubleSound = { sound: PracticeSound; misses: number };

/** How many of a learner's latest checks their trouble sounds are counted over (Progress and the practice panel). */
export const TROUBLE_SOUND_CHECKS = 20;

/** How a 0-100 score (a word's or a whole reading's) reads to a learner, the same on every screen. */
export type ScoreBand = 'good' | 'fair' | 'poor';

/** 80 and up is good, 60-79 fair, under 60 poor; banded as shown, whole (79.6 shows as 80, so it is good). */
export function scoreBand(score: number): ScoreBand {
  const shown = Math.round(score);
  if (shown >= 80) return 'good';
  return shown >= 60 ? 'fair' : 'poor';
}

/** Each band in plain words, for the learner. */
export const SCORE_BAND_LABELS: Record<ScoreBand, string> = { good: 'Clear', fair: 'Almost', poor: 'Needs practice' };

/** A score as a screen reader and a tooltip say it, e.g. "72 out of 100, almost". */
export const describeScore = (score: number) => `${Math.round(score)} out of 100, ${SCORE_BAND_LABELS[scoreBand(score)].toLowerCase()}`;
