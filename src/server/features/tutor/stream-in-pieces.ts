/** Yields a finished reply a few words at a time, like a model streaming tokens, but with no delays. */

const WORDS_PER_PIECE = 3;

/** Pieces keep their whitespace, so joining them gives back the text exactly. */
export function splitIntoPieces(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(text)![0];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  if (leading && pieces.length > 0) pieces[0] = leading + pieces[0];
  return pieces;
}

export async function* streamInPieces(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const piece of splitIntoPieces(text)) {
    signal?.throwIfAborted();
    yield piece;
  }
}
