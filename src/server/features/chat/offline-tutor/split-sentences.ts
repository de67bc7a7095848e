/** Sentence and word helpers shared by the reply builders and the tests. */

/**
 * Splits text after . ! ? (and Spanish closing marks) followed by a space or the end. Quoted recasts
 * never end in a full stop inside the quotes, so "You could say: 'I went there'." stays one sentence.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])["')\]]?\s+(?=[\p{Lu}¿¡"'\d])|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\d]/u.test(s));
}

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
