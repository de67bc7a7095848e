/** Turns the checker's issues into at most `max` sentence recasts a teacher can say back to the learner. */
import { checkGrammar, type GrammarIssue } from './check-grammar';
import { isSpacingOnly, isTeachableIssue } from './is-teachable-issue';
import { looksLikeSpanish } from './looks-like-spanish';

/** `before`: the word in front of the fix, so feedback can quote a little context ('didn't received'). */
export type Fix = { from: string; to: string; before: string };
export type Correction = { original: string; corrected: string; fixes: Fix[] };

const PARTICIPLE_CONTEXT = /\b(have|has|had|having|'ve|'s|been|be|is|are|was|were)\s+(?:\w+\s+)?$/i;

/** Harper offers 'gone' and 'went' for 'goed': after have/be the participle fits, otherwise the past. */
function bestSuggestion(issue: GrammarIssue, before: string): string {
  const options = issue.suggestions.filter((s) => s.trim() !== '');
  if (options.length > 1 && /irregular form/i.test(issue.message)) {
    const wantsParticiple = PARTICIPLE_CONTEXT.test(before);
    return options.find((s) => /(?:n|ne)$/.test(s) === wantsParticiple) ?? options[0]!;
  }
  return options[0]!.trim();
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
  // wrong; in speech the words sound right anyway, so nothing there is corrected at all.
  const spacing = issues.filter(isSpacingOnly);
  const isHiddenBySpacing = (issue: GrammarIssue) =>
    spacing.some((s) => issue.start < s.end && s.start < issue.end) && !(isWriting && isSpacingOnly(issue));
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
