/**
 * The English pack's recasts: what Harper and the English error-family rules find, as at most `max` sentence
 * recasts. Nothing is offered unchecked: the corrected sentence must pass Harper and the rules again and keep
 * the learner's own words; when no version does, the teacher says nothing about it.
 */
import { applyCharEdits, toCharEdits, withoutOverlappingEdits, type CharEdit } from './apply-edits';
import type { Correction } from './correction';
import { EVERY_FAMILY, type FamilyGate, type PackGates } from './family-gate';
import { keepsFixedPartsClear } from './fixed-part';
import type { GrammarIssue, Lint } from './grammar-issue';
import { findHarperEdits } from './harper-edits';
import { isTeachableIssue } from './is-teachable-issue';
import { keepsMeaning } from './keeps-meaning';
import { looksLikeSpanish } from './looks-like-spanish';
import { protectedSpans, touchesAny } from './protected-spans';
import { sentenceSpans } from './sentence-spans';
import { tagSentence } from './tag-sentence';
import { englishRules } from '../packs/en';
import { otherLanguageWordSpans } from '../packs/en/words-from-other-languages';

/**
 * Quoted words, names, titles and 'he/she' pairs are the learner's own: no correction touches them. A dish or a custom
 * named in its own language ('dolma', 'onsen') is never respelt, though it may still take a plural ('many croissant').
 */
function untouchableIn(sentence: string): (edit: CharEdit) => boolean {
  const spans = protectedSpans(sentence);
  const borrowed = otherLanguageWordSpans(sentence);
  return (edit) => touchesAny(edit, spans) || (/^harper:spelling/.test(edit.rule ?? '') && touchesAny(edit, borrowed));
}

/** `isOn`: which families may propose an edit (all of them when a corrected sentence is checked again). */
export function ruleEdits(sentence: string, isOn: FamilyGate = EVERY_FAMILY): CharEdit[] {
  const tagged = tagSentence(sentence);
  const rules = englishRules.filter((rule) => isOn(rule.family) || rule.subFamilies?.some(isOn));
  // Each edit is gated by its own family: a rule that is off may still carry a sub-family that is on.
  const edits = toCharEdits(tagged, rules.flatMap((rule) => rule.find(tagged).map((edit) => ({ ...edit, rule: edit.rule ?? rule.family }))).filter((edit) => isOn(edit.rule)));
  // An edit that writes what is already there ('kept' for 'kept') is no finding: it must not block the sentence's other fixes.
  return withoutOverlappingEdits(edits.filter((e) => sentence.slice(e.start, e.end) !== e.to));
}

/** What Harper found, as words and message, so the same finding before and after a fix compares equal. */
const findingsOf = (text: string, issues: readonly GrammarIssue[]) => new Set(issues.map((i) => `${text.slice(i.start, i.end)}|${i.message}`));

/**
 * A candidate is offered only when it keeps the learner's words, leaves nothing a family that corrects would
 * still correct ('He has went home' is no fix) and nothing a family that may only ask doubts in the parts it
 * fixed, and adds no problem Harper did not find in the learner's sentence. A finding with no clear fix (a
 * misspelling with two likely words) may stay.
 */
async function passesChecks(original: string, corrected: string, isWriting: boolean, lint: Lint, gates: PackGates): Promise<boolean> {
  if (corrected === original || !keepsMeaning(original, corrected)) return false;
  const untouchable = untouchableIn(corrected);
  const teachable = async (text: string) =>
    (await lint(text)).filter((issue) => (isTeachableIssue(issue, isWriting) || issue.kind === 'Repetition') && text.slice(issue.start, issue.end) === issue.problem);
  // What the rules and Harper would still correct, Harper judged as the learner's sentence was ('postion' is not left for 'post ion').
  const stillFixed = [...ruleEdits(corrected, gates.rechecks), ...((await findHarperEdits(corrected, isWriting, lint)) ?? []).filter((e) => gates.rechecks(e.rule ?? ''))].filter((e) => !untouchable(e));
  // A family that corrects must find nothing left; one that may only ask must find nothing in the parts shown and kept (ADR 024, ADR 025).
  if (stillFixed.some((e) => gates.corrects(e.rule ?? ''))) return false;
  if (!keepsFixedPartsClear({ original, corrected }, stillFixed)) return false;
  const after = await teachable(corrected);
  const before = findingsOf(original, await teachable(original));
  return [...findingsOf(corrected, after)].every((f) => before.has(f));
}

export function toCorrection(original: string, edits: readonly CharEdit[]): Correction {
  const fixes = [...edits].sort((a, b) => a.start - b.start).map((e) => ({
    from: original.slice(e.start, e.end),
    to: e.to.trim(),
    before: /([\p{L}'’]+)\s*$/u.exec(original.slice(0, e.start))?.[1] ?? '',
    ...(e.why ? { why: e.why } : {}),
    ...(e.reason ? { reason: e.reason } : {}),
  }));
  const rules = [...new Set(edits.map((e) => e.rule).filter((r) => r !== undefined))];
  return { original, corrected: applyCharEdits(original, edits), fixes, why: edits[0]?.why, ...(edits[0]?.reason ? { reason: edits[0].reason } : {}), ...(rules.length > 0 ? { rule: rules.join('+') } : {}) };
}

export async function correctEnglish(text: string, options: { max: number; isWriting: boolean }, gates: PackGates, lint: Lint): Promise<Correction[]> {
  const { max, isWriting } = options;
  if (looksLikeSpanish(text)) return [];
  const harper = await findHarperEdits(text, isWriting, lint);
  if (!harper) return [];
  const corrections: Correction[] = [];
  for (const span of sentenceSpans(text)) {
    const original = text.slice(span.start, span.end);
    const fromHarper = harper.filter((e) => e.start >= span.start && e.end <= span.end).map((e) => ({ ...e, start: e.start - span.start, end: e.end - span.start }));
    const untouchable = untouchableIn(original);
    const fromHarperHere = fromHarper.filter((e) => !untouchable(e) && gates.corrects(e.rule ?? ''));
    const fromRules = ruleEdits(original, gates.corrects).filter((e) => !untouchable(e));
    if (fromHarperHere.length === 0 && fromRules.length === 0) continue;
    // The rules know the learner's error families; Harper knows spelling and irregular verbs. Both, then each alone.
    const candidates = [withoutOverlappingEdits([...fromRules, ...fromHarperHere]), fromRules, fromHarperHere].filter((c) => c.length > 0);
    for (const edits of candidates) {
      const correction = toCorrection(original, edits);
      if (!(await passesChecks(original, correction.corrected, isWriting, lint, gates))) continue;
      corrections.push(correction);
      break;
    }
    if (corrections.length === max) break;
  }
  return corrections;
}
