/** Letters that name a sound learners ask about ('th', 'r', 'v') and are no English word on their own: a pattern's alternatives. */
export const SOUND_LETTERS = 'th|sh|ch|ng|[rlvwbpfszhj]';
