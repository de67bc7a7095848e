/**
 * A learner's text, corrected by the pack of its language (language-packs.ts): at most `max` checked sentence
 * recasts. Runs in the grammar worker (grammar-worker.ts), beside Harper: tagging and rules take tens of ms.
 */
import type { Correction } from './correction';
import { OPEN_GATES, type PackGates } from './family-gate';
import type { Lint } from './grammar-issue';
import { packFor } from './language-packs';
import { fixedParts } from './fixed-part';

export type { Correction, Fix } from './correction';

/**
 * `families`: 'measured' (the default) lets only the families whose measured precision clears the bar
 * correct (family-gate.ts); 'questions' those not measured wrong, for a question to think about that no
 * Notebook keeps; 'every' lets all of them fire, and `{ on, off }` a gate learned elsewhere, for measuring
 * them (`npm run train:corrections`).
 */
export type CorrectionOptions = {
  max?: number;
  isWriting?: boolean;
  language?: string;
  families?: 'measured' | 'questions' | 'every' | { on: readonly string[]; off: readonly string[] };
};

function gatesOf(families: CorrectionOptions['families'], measured: PackGates, questions: PackGates): PackGates {
  if (families === 'every') return OPEN_GATES;
  if (families === 'questions') return questions;
  if (families && families !== 'measured') return { corrects: (family) => families.on.includes(family), rechecks: (family) => !families.off.includes(family) };
  return measured;
}

/**
 * `language`: the teacher's language ('es-ES' for Lucía); without it, the pack is told by the text's words. The text
 * is read composed (NFC): some keyboards write 'ó' as 'o' and a combining accent, which the rules would read as
 * 'o' plus a mark and accent again ('murió́'); the API composes a message as it arrives, so the corrections'
 * sentences are the message's own.
 */
export async function correctText(written: string, options: CorrectionOptions, lint: Lint): Promise<Correction[]> {
  const text = written.normalize('NFC');
  const pack = packFor(options.language, text);
  if (!pack) return [];
  const gates = gatesOf(options.families, pack.gates, pack.questionGates);
  const corrections = await pack.correct(text, { max: options.max ?? 2, isWriting: options.isWriting ?? false }, gates, lint);
  // A fix that runs into the learner's quotation marks ('¿"fui" o "iba"...?', 'y no "yo gusto"') mends words they quoted to
  // ask about, not a slip of theirs, and its parts would be quoted half in and half out ('no "yo gusto').
  return corrections.filter((c) => !fixedParts(c).some((part) => QUOTE_MARK.test(part.from) || QUOTE_MARK.test(part.to)));
}

const QUOTE_MARK = /["“”«»]/;
