/** Each practice sound family as a learner knows it, by the letters and an example word (the English of PRACTICE_SOUND_LABELS). */
export default {
  soundTh: 'th as in think',
  soundDh: 'th as in this',
  soundIEe: 'i and ee',
  soundVW: 'v and w',
  soundRL: 'r and l',
  soundFinal: 'last sounds of words',
} as const;
