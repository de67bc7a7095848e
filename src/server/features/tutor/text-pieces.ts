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

/** Text as lower-case words between spaces (' a engineer '), so that one run of words can be found inside another. */
export function wordRun(text: string): string {
  return ` ${text.toLowerCase().replace(/’/g, "'").replace(/[^\p{L}' -]/gu, ' ').trim().split(/\s+/).join(' ')} `;
}

/** `inner`'s words as a run inside `outer`'s: 'like nurse' in 'I work like nurse', not 'a' in 'She have'. */
export const holdsWords = (outer: string, inner: string): boolean => wordRun(outer).includes(wordRun(inner));

/** One run of words inside the other, either way: two changes to the same words. */
export const shareWords = (a: string, b: string): boolean => holdsWords(a, b) || holdsWords(b, a);
