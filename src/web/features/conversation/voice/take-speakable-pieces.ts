/**
 * Where a streaming reply may be handed to the voice. The first piece need not wait for a whole sentence:
 * once a few words stand before a natural break (a comma, semicolon, colon or dash followed by a space),
 * they are spoken while the rest streams, and the rest of that sentence follows as the next piece. Every
 * later piece is a whole sentence (src/shared/split-sentences.ts), so a reply is never read twice.
 */
import { takeCompleteSentences } from '#/shared/split-sentences';

/** Fewer words than this before a break ("Hi, Anna", "Well, ...") sound clipped when spoken alone. */
export const FIRST_PIECE_MIN_WORDS = 4;

const CLAUSE_BREAK = /[,;:]\s+|\s+[-–—]\s+/gu;

/**
 * Pieces ready to speak at the front of a growing text, and the rest still to come. `isFirstPiece`: nothing
 * of this reply was handed to the voice yet, so a clause may go ahead of its sentence.
 */
export function takeSpeakablePieces(buffer: string, isFirstPiece: boolean): { pieces: string[]; rest: string } {
  const whole = takeCompleteSentences(buffer);
  if (!isFirstPiece) return { pieces: whole.sentences, rest: whole.rest };
  const firstSentenceEnd = whole.sentences.length > 0 ? buffer.indexOf(whole.sentences[0]!) + whole.sentences[0]!.length : buffer.length;
  const clauseEnd = firstClauseEnd(buffer.slice(0, firstSentenceEnd));
  if (clauseEnd === null) return { pieces: whole.sentences, rest: whole.rest };
  const clause = buffer.slice(0, clauseEnd).trim();
  const after = takeCompleteSentences(buffer.slice(clauseEnd));
  return { pieces: [clause, ...after.sentences], rest: after.rest };
}

/** The end of the first break with enough words before it, outside brackets (a gloss is spoken whole), or null. */
function firstClauseEnd(text: string): number | null {
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    const before = text.slice(0, match.index);
    const words = before.match(/[\p{L}\d][\p{L}\d'’-]*/gu)?.length ?? 0;
    if (words < FIRST_PIECE_MIN_WORDS) continue;
    if (countOf(before, '(') !== countOf(before, ')')) continue;
    return match.index + match[0].length; // the space after the break has arrived: no digit or word can join it
  }
  return null;
}

const countOf = (text: string, character: string) => text.split(character).length - 1;
