/** Letters that name a sound learners ask about ('th', 'r', 'v') and are no English word on their own: a pattern's alternatives. */
export const SOUND_LETTERS = 'th|sh|ch|ng|[rlvwbpfszhj]';

/** The subject of a question that names no sound ('Where do I put my tongue?'): the one the conversation was about. */
export const SOUND_TALKED_ABOUT = 'the sound talked about';

const NAMED_SOUND = new RegExp(String.raw`\bthe ["'‘“]?(${SOUND_LETTERS})["'’”]? sound\b|\b(${SOUND_LETTERS}) sound\b|["'‘“](${SOUND_LETTERS})["'’”]`, 'i');

/** The sound last named in these turns, the latest first ('How do I fix the th sound?' -> 'th'). */
export function soundNamedIn(turns: readonly string[]): string | undefined {
  for (const turn of [...turns].reverse()) {
    const found = NAMED_SOUND.exec(turn);
    if (found) return (found[1] ?? found[2] ?? found[3])!.toLowerCase();
  }
  return undefined;
}
