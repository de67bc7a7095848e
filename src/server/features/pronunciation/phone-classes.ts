/** Classes of ARPAbet sounds (no stress marks) that the slip rules and the cues on the signal read. */

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
export const APPROXIMANTS = new Set(['L', 'R', 'W', 'Y']);
export const STOPS = new Set(['P', 'B', 'T', 'D', 'K', 'G']);
export const AFFRICATES = new Set(['CH', 'JH']);
export const FRICATIVES = new Set(['S', 'Z', 'SH', 'ZH', 'F', 'V', 'TH', 'DH']);
/** Their hiss is low: after one a stop may close for 10 ms only ("found an"), and before one an "s" stands out. */
export const NASALS = new Set(['M', 'N', 'NG']);

export function isVowel(phone: string): boolean {
  return VOWELS.has(phone);
}

/**
 * A vowel, or l, r, w or y: a sound that keeps the high frequencies of speech up, so that a stop after
 * it shows as a closure (release-cue.ts). Not a nasal.
 */
export function isVowelLike(phone: string): boolean {
  return VOWELS.has(phone) || APPROXIMANTS.has(phone);
}
