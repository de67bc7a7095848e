/** Word and paragraph helpers for the reply builders (sentences: #/shared/split-sentences). */

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}

/** Paragraphs are separated by blank lines, or by single line breaks when a text has no blank lines. */
export function splitParagraphs(text: string): string[] {
  const byBlank = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return byBlank.length > 1 ? byBlank : text.split(/\n/).map((p) => p.trim()).filter(Boolean);
}

/** Removes the final . ! or ? so a sentence can sit inside quotes mid-sentence. */
export function stripFinalStop(sentence: string): string {
  return sentence.trim().replace(/[.!?]+$/, '');
}

/**
 * The English pronoun typed as 'i' in chat, capitalised ('i think' -> 'I think'). Only a letter standing alone: an
 * 'i' after an accented letter ('Hawái', 'Dubái') is part of its word, though JavaScript's \b sees a boundary there.
 */
export function capitalizeLoneI(text: string): string {
  return text.replace(/(?<![\p{L}\p{M}\p{N}_])i(?![\p{L}\p{M}\p{N}_])/gu, 'I');
}
