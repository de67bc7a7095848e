/**
 * The slips a teacher asks about beside those she tells, when a learner asked to hear them (a text sent for checking,
 * "What mistakes did I make?"): changes of families that may only ask (family-gate.ts), in any sentence, apart from the
 * words already told (a sentence can hold a told change and an asked one). Put as one question (phraseQuestionAbout).
 */
import { findCorrections } from './grammar/find-corrections';
import type { FixedPart } from './grammar/fixed-part';
import { questionedParts } from './phrase-corrections';
import { shareWords } from './text-pieces';

/** Sentences weighed: as many as a checked text's fixes. */
const MAX_SENTENCES = 4;

export type ToldPart = { sentence: string; part: FixedPart };

const QUOTE_MARK = /["“”«»]/;

export async function slipsToAskAbout(text: string, told: readonly ToldPart[], options: { room: number; isWriting: boolean; language?: string }): Promise<FixedPart[]> {
  if (options.room <= 0) return [];
  const corrections = await findCorrections(text, { max: MAX_SENTENCES, isWriting: options.isWriting, language: options.language, families: 'questions' });
  // A part that runs into the learner's quotation marks ('fui" o') is words quoted in a question, not a slip of theirs.
  const asked = corrections.flatMap((c) => questionedParts(c).filter((part) => !QUOTE_MARK.test(part.from) && !QUOTE_MARK.test(part.to)).map((part) => ({ sentence: c.original, part })));
  return asked.filter((a) => !told.some((t) => t.sentence === a.sentence && shareWords(t.part.from, a.part.from))).slice(0, options.room).map((a) => a.part);
}
