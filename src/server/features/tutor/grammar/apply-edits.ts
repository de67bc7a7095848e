/** Applies a rule's token edits to the sentence text, keeping the learner's spacing and punctuation. */
import type { Edit } from './grammar-rule';
import type { Reason } from './reason';
import type { TaggedSentence } from './tag-sentence';

/** `rule`: the id of the rule that proposed the edit (a family name, or 'harper:<lint kind>'). */
export type CharEdit = { start: number; end: number; to: string; why: string; reason?: Reason; rule?: string };

export function toCharEdits(sentence: TaggedSentence, edits: readonly Edit[]): CharEdit[] {
  const { tokens, text } = sentence;
  return edits.map((edit) => {
    if (edit.start === edit.end) {
      const at = tokens[edit.start]?.start ?? text.trimEnd().replace(/[.!?]+$/, '').length;
      return { start: at, end: at, to: edit.to === '' ? '' : `${edit.to} `, why: edit.why, reason: edit.reason, rule: edit.rule };
    }
    const start = tokens[edit.start]!.start;
    let end = tokens[edit.end - 1]!.end;
    // A deleted word takes the space after it with it ('discuss about it' -> 'discuss it').
    if (edit.to === '') end += /^\s*/.exec(text.slice(end))![0].length;
    // A sentence that started with a capital still does ('Eres' -> 'Estás').
    const isFirst = start === tokens[0]!.start && /^\p{Lu}/u.test(tokens[edit.start]!.text);
    return { start, end, to: isFirst ? edit.to.charAt(0).toUpperCase() + edit.to.slice(1) : edit.to, why: edit.why, reason: edit.reason, rule: edit.rule };
  });
}

/** Overlapping edits would garble the sentence: the first one proposed wins. */
export function withoutOverlappingEdits<T extends { start: number; end: number }>(edits: readonly T[]): T[] {
  const kept: T[] = [];
  for (const edit of edits) {
    const overlaps = kept.some((k) => (edit.start < k.end && k.start < edit.end) || (edit.start === edit.end && edit.start === k.start));
    if (!overlaps) kept.push(edit);
  }
  return kept;
}

export function applyCharEdits(text: string, edits: readonly CharEdit[]): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.to + result.slice(edit.end);
  return result;
}
