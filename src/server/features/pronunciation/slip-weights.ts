/**
 * The grammar's weight of each slip the decoder listens for, and the slips only a cue may choose, from
 * the sound families' `listened` slips (sound-families.ts).
 *
 * A weight w, against 1 for the word as written, lets the slip win when its acoustic score is within about
 * 7·ln(1/w) of the word as written's (7 decoder score units a nat): the model hears some slips far better
 * than others, and the same slip differently at a word's start and end. Each weight was first set from
 * forced alignments of each word against each slip, on four eSpeak voices in two carrier sentences
 * ("Please say _ again.", "I know _ is here."), above the highest score any word said right gave the
 * slip, then moved by factors of 1000 on the same readings decoded as the app does, keeping the highest
 * weight that flagged no more words said right; none favours a slip over the word as written.
 */
import { SLIP_RULES } from './sound-families';

const LISTENED = SLIP_RULES.flatMap((rule) => rule.listened);

export const SLIP_WEIGHTS: Readonly<Record<string, number>> = Object.fromEntries(LISTENED.flatMap((listened) => ('weight' in listened ? [[listened.slip, listened.weight]] : [])));

/** Each slip the decoder is not offered, by the cue that alone chooses it. */
export const CUE_ONLY_SLIPS: ReadonlyMap<string, string> = new Map(LISTENED.flatMap((listened) => ('heardBy' in listened ? [[listened.slip, listened.cue]] : [])));
