/**
 * Says the checker's corrections the way a kind teacher would: the words it fixed, with a word of context,
 * and the whole recast only when those words are the whole sentence (ADR 024).
 */
import type { Chooser } from './choose-variant';
import { capitalizeFirst, fillTemplate } from './choose-variant';
import type { Correction } from './grammar/find-corrections';
import { fixedParts, type FixedPart } from './grammar/fixed-part';
import { stripFinalStop } from './text-pieces';

const RECASTS = [
  "You could say: '{sentence}'.",
  "A more natural way to say that is: '{sentence}'.",
  "Just a small tip, you could say: '{sentence}'.",
  "Let me say that back to you: '{sentence}'.",
  "One small fix, we would say: '{sentence}'.",
];
const FOCUSED = [
  "Instead of '{from}', you could say '{to}'.",
  "A quick one: we say '{to}' rather than '{from}' here.",
  "Small tip: '{to}' works better than '{from}' in that sentence.",
  "Just a small thing, it's '{to}', not '{from}'.",
];
/** Recasts also tidy what the checker is told to ignore in chat: a lower-case 'i' and the first letter. */
function tidy(sentence: string): string {
  return capitalizeFirst(stripFinalStop(sentence).replace(/\bi\b/g, 'I'));
}

/**
 * One sentence for a correction's fixed parts (fixed-part.ts): the first in `template`, any others after it
 * ("..., and 'for two years' rather than 'since two years'."). The words between them are not quoted: the
 * checker vouches only for what it changed.
 */
export function sayFixedParts(template: string, parts: readonly FixedPart[]): string {
  const [first, ...others] = parts.map((p) => ({ from: p.from, to: p.to.replace(/\bi\b/g, 'I') }));
  const said = fillTemplate(template, first!);
  if (others.length === 0) return said;
  return `${said.replace(/\.$/, '')}, and ${others.map((p) => `'${p.to}' rather than '${p.from}'`).join(', and ')}.`;
}

/** Whether the one part is the learner's whole sentence (nothing else in it is left unchecked). */
const isWholeSentence = (correction: Correction, parts: readonly FixedPart[]) =>
  parts.length === 1 && parts[0]!.from === correction.original.replace(/^[^\p{L}\d'’]+|[^\p{L}\d'’]+$/gu, '');

/** A line per correction that fixed some words; a correction that changed only spacing or punctuation says nothing. */
export function phraseCorrections(corrections: readonly Correction[], chooser: Chooser): string[] {
  const first = chooser.index('recast', RECASTS.length);
  const firstFocused = chooser.index('focused', FOCUSED.length);
  return corrections.flatMap((correction, i) => {
    const parts = fixedParts(correction);
    if (parts.length === 0) return [];
    if (isWholeSentence(correction, parts)) return [fillTemplate(RECASTS[(first + i) % RECASTS.length]!, { sentence: tidy(parts[0]!.to) })];
    return [sayFixedParts(FOCUSED[(firstFocused + i) % FOCUSED.length]!, parts)];
  });
}

/** The learner's text with each corrected sentence swapped in, so echoes never repeat a mistake. */
export function applyCorrections(text: string, corrections: readonly Correction[]): string {
  return corrections.reduce((result, c) => result.replace(c.original, c.corrected), text);
}

const QUESTIONS = [
  "A question to think about: would '{to}' fit better than '{from}' there?",
  "Something to think about: is it '{from}' or '{to}'? Which sounds right to you?",
];

/**
 * A change from a family whose precision is not proven (family-gate.ts) is asked, never told: the learner
 * weighs it, and no Notebook keeps it.
 */
export function phraseQuestion(correction: Correction, chooser: Chooser): string | null {
  const [part] = fixedParts(correction);
  return part ? fillTemplate(chooser.pick('question-to-think-about', QUESTIONS), { from: part.from, to: part.to.replace(/\bi\b/g, 'I') }) : null;
}
