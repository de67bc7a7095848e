/** Turns the checker's issues into at most `max` sentence recasts a teacher can say back to the learner. */
import { checkGrammar, type GrammarIssue } from './check-grammar';
import { isSpacingOnly, isTeachableIssue } from './is-teachable-issue';
import { looksLikeSpanish } from './looks-like-spanish';

/** `before`: the word in front of the fix, so feedback can quote a little context ('didn't received'). */
export type Fix = { from: string; to: string; before: string };
export type Correction = { original: string; corrected: string; fixes: Fix[] };

const IRREGULAR_FORM = /irregular form/i;
const PARTICIPLE_CONTEXT = /\b(have|has|had|having|'ve|'s|been|be|is|are|was|were)\s+(?:\w+\s+)?$/i;

/**
 * Of an irregular verb's two forms, the past participle: it ends in -n where the past does not ('gone',
 * 'eaten', 'written'), or it has another vowel where the past has an 'a' ('swum', 'drunk', 'begun', 'run', 'come').
 */
function participleOf(a: string, b: string): string | null {
  const endsInN = (s: string) => /(?:n|ne)$/i.test(s);
  if (endsInN(a) !== endsInN(b)) return endsInN(a) ? a : b;
  if (a.length !== b.length) return null;
  const differences = [...a].map((_, i) => i).filter((i) => a[i]!.toLowerCase() !== b[i]!.toLowerCase());
  if (differences.length !== 1) return null;
  const at = differences[0]!;
  if (a[at]!.toLowerCase() === 'a') return b;
  return b[at]!.toLowerCase() === 'a' ? a : null;
}

/**
 * Harper offers 'swum' and 'swam' for 'swimmed', in either order: after have/be the participle fits
 * ('I have swum'), otherwise the sentence is in the past simple ('I swam yesterday').
 */
function bestSuggestion(issue: GrammarIssue, before: string): string {
  const options = issue.suggestions.map((s) => s.trim()).filter((s) => s !== '');
  if (options.length === 2 && IRREGULAR_FORM.test(issue.message)) {
    const participle = participleOf(options[0]!, options[1]!);
    if (participle) {
      const past = options.find((s) => s !== participle)!;
      return PARTICIPLE_CONTEXT.test(before) ? participle : past;
    }
  }
  return options[0]!;
}

/** Sentence spans of `text`, so each recast repeats only the sentence that needs it. */
function sentenceSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  const pattern = /[^.!?\n]+[.!?]*/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

/** Overlapping issues (two rules on one word) would garble a recast: the first one wins. */
function withoutOverlaps(issues: GrammarIssue[]): GrammarIssue[] {
  const kept: GrammarIssue[] = [];
  for (const issue of [...issues].sort((a, b) => a.start - b.start)) {
    if (!kept.some((k) => issue.start < k.end && k.start < issue.end)) kept.push(issue);
  }
  return kept;
}

export async function findCorrections(text: string, options: { max?: number; isWriting?: boolean } = {}): Promise<Correction[]> {
  const { max = 2, isWriting = false } = options;
  if (looksLikeSpanish(text)) return [];
  const issues = (await checkGrammar(text)).filter((issue) => text.slice(issue.start, issue.end) === issue.problem);
  const words = text.split(/\s+/).length;
  // Many "misspellings" in one message mean it is not English at all (e.g. French): leave it alone.
  if (issues.filter((i) => i.kind === 'Spelling').length > Math.max(2, words / 3)) return [];
  // Where a rule says a word is only split or joined wrongly ('alot'), other rules' guesses ('allot') are
  // wrong; in speech the words sound right anyway, so nothing there is corrected at all. A made-up past
  // ('swimmed', 'comed') is the exception: its split guess ('swim med', 'co med') is the wrong one.
  const spacing = issues.filter(isSpacingOnly);
  const isHiddenBySpacing = (issue: GrammarIssue) =>
    spacing.some((s) => issue.start < s.end && s.start < issue.end) && !(isWriting && isSpacingOnly(issue)) && !IRREGULAR_FORM.test(issue.message);
  const teachable = withoutOverlaps(issues.filter((issue) => isTeachableIssue(issue, isWriting) && !isHiddenBySpacing(issue)));

  const corrections: Correction[] = [];
  for (const span of sentenceSpans(text)) {
    const inside = teachable.filter((i) => i.start >= span.start && i.end <= span.end).sort((a, b) => b.start - a.start);
    if (inside.length === 0) continue;
    let sentence = text.slice(span.start, span.end).trim();
    const offset = span.start + text.slice(span.start, span.end).search(/\S/);
    const fixes: Fix[] = [];
    for (const issue of inside) {
      const to = bestSuggestion(issue, text.slice(span.start, issue.start));
      const at = issue.start - offset;
      sentence = sentence.slice(0, at) + to + sentence.slice(at + issue.problem.length);
      fixes.unshift({ from: issue.problem, to, before: /([\p{L}'’]+)\s+$/u.exec(text.slice(span.start, issue.start))?.[1] ?? '' });
    }
    corrections.push({ original: text.slice(span.start, span.end).trim(), corrected: sentence, fixes });
    if (corrections.length === max) break;
  }
  return corrections;
}
