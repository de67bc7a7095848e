/**
 * Turns what Harper and the error-family rules find into at most `max` sentence recasts a teacher can say
 * back to the learner. Nothing is offered unchecked: the corrected sentence must pass Harper and every rule
 * again and keep the learner's own words; when no version does, the teacher says nothing about it.
 */
import { applyCharEdits, toCharEdits, withoutOverlappingEdits, type CharEdit } from './apply-edits';
import { checkGrammar } from './check-grammar';
import { findHarperEdits } from './harper-edits';
import { isTeachableIssue } from './is-teachable-issue';
import { keepsMeaning } from './keeps-meaning';
import { looksLikeSpanish } from './looks-like-spanish';
import { englishRules } from './rules/english-rules';
import { findSpanishCorrections } from './spanish/find-spanish-corrections';
import { tagSentence } from './tag-sentence';

/** `before`: the word in front of the fix, so feedback can quote a little context ('didn't received'). */
export type Fix = { from: string; to: string; before: string };
/** `why`: the short reason a teacher gives ('After he, she or it, the verb takes -s.'). */
export type Correction = { original: string; corrected: string; fixes: Fix[]; why?: string };

/** Sentence spans of `text`, so each recast repeats only the sentence that needs it. */
export function sentenceSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  const pattern = /[^.!?\n]+[.!?]*/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const lead = m[0].search(/\S/);
    if (lead !== -1) spans.push({ start: m.index + lead, end: m.index + m[0].trimEnd().length });
  }
  return spans;
}

export function ruleEdits(sentence: string): CharEdit[] {
  const tagged = tagSentence(sentence);
  return withoutOverlappingEdits(toCharEdits(tagged, englishRules.flatMap((rule) => rule.find(tagged))));
}

async function passesChecks(original: string, corrected: string, isWriting: boolean): Promise<boolean> {
  if (corrected === original || !keepsMeaning(original, corrected) || ruleEdits(corrected).length > 0) return false;
  const issues = await checkGrammar(corrected);
  return !issues.some((issue) => isTeachableIssue(issue, isWriting) && corrected.slice(issue.start, issue.end) === issue.problem);
}

export function toCorrection(original: string, edits: readonly CharEdit[]): Correction {
  const fixes = [...edits].sort((a, b) => a.start - b.start).map((e) => ({
    from: original.slice(e.start, e.end),
    to: e.to.trim(),
    before: /([\p{L}'’]+)\s*$/u.exec(original.slice(0, e.start))?.[1] ?? '',
  }));
  return { original, corrected: applyCharEdits(original, edits), fixes, why: edits[0]?.why };
}

type CorrectionOptions = { max?: number; isWriting?: boolean; language?: string };

/**
 * The same learner message is checked twice in a row: by the offline tutor for its reply, then by the
 * notebook for its entries. The second check is answered from this memo (a check that failed, e.g. with
 * the grammar checker's queue full, throws and is not kept).
 */
const MEMO_SIZE = 200;
const memo = new Map<string, Correction[]>();

/** `language`: the teacher's language ('es-ES' for Lucía); without it, Spanish is recognised by its words. */
export async function findCorrections(text: string, options: CorrectionOptions = {}): Promise<Correction[]> {
  const key = JSON.stringify([options.language ?? '', options.isWriting ?? false, options.max ?? 2, text]);
  const remembered = memo.get(key);
  if (remembered) return remembered;
  const corrections = await checkText(text, options);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, corrections);
  return corrections;
}

async function checkText(text: string, options: CorrectionOptions): Promise<Correction[]> {
  const { max = 2, isWriting = false, language } = options;
  if (language?.startsWith('es') || (!language && looksLikeSpanish(text))) return findSpanishCorrections(text, max);
  if (looksLikeSpanish(text)) return [];
  const harper = await findHarperEdits(text, isWriting);
  if (!harper) return [];
  const corrections: Correction[] = [];
  for (const span of sentenceSpans(text)) {
    const original = text.slice(span.start, span.end);
    const fromHarper = harper.filter((e) => e.start >= span.start && e.end <= span.end).map((e) => ({ ...e, start: e.start - span.start, end: e.end - span.start }));
    const fromRules = ruleEdits(original);
    if (fromHarper.length === 0 && fromRules.length === 0) continue;
    // The rules know the learner's error families; Harper knows spelling and irregular verbs. Both, then each alone.
    const candidates = [withoutOverlappingEdits([...fromRules, ...fromHarper]), fromRules, fromHarper].filter((c) => c.length > 0);
    for (const edits of candidates) {
      const correction = toCorrection(original, edits);
      if (!(await passesChecks(original, correction.corrected, isWriting))) continue;
      corrections.push(correction);
      break;
    }
    if (corrections.length === max) break;
  }
  return corrections;
}
