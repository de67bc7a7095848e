/** Harper's teachable issues in a text, as edits with the best suggestion and a short reason. */
import type { CharEdit } from './apply-edits';
import type { GrammarIssue, Lint } from './grammar-issue';
import { confidentFix, harperFamily, isKnownWord, slipDistance } from './confident-issue';
import { spanishLexicon } from '../packs/es/spanish-lexicon';
import { holdsInContext } from './harper-in-context';
import { editDistance, isSpacingOnly } from './is-teachable-issue';
import { unlistedNearWordsOf } from './near-known-words';
import { wordUsage } from './word-usage';
import type { Because } from './reason';
import { because, isHarperReason } from '../packs/en/because';
import { isSuperlative } from './is-superlative';

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
function bestSuggestion(issue: GrammarIssue, before: string, confident: string): string {
  const options = issue.suggestions.map((s) => s.trim()).filter((s) => s !== '');
  if (options.length === 2 && IRREGULAR_FORM.test(issue.message)) {
    const participle = participleOf(options[0]!, options[1]!);
    if (participle) {
      const past = options.find((s) => s !== participle)!;
      return PARTICIPLE_CONTEXT.test(before) ? participle : past;
    }
  }
  // 'had happend', 'have finishd': after have or be, the -ed form Harper also offers, one letter away.
  const participle = options.find((s) => s.toLowerCase() === `${issue.problem.toLowerCase().slice(0, -1)}ed`);
  if (issue.kind === 'Spelling' && /[^aeiou]d$/i.test(issue.problem) && participle && PARTICIPLE_CONTEXT.test(before)) return participle;
  return confident;
}

/**
 * The reason, in English and as a message of the English pack's catalogue. Harper's own message is told in
 * English when it is short; in another language, its family's message (or the general one) says the same.
 */
function reasonFor(issue: GrammarIssue, to: string, family: string): Because {
  if (IRREGULAR_FORM.test(issue.message)) return because('harper:irregular-form', { to });
  if (issue.kind === 'Spelling') return because('harper:spelling', { to });
  const general = isHarperReason(family) ? because(family, { to }) : because('harper', { to });
  const message = issue.message.replace(/`/g, "'");
  return message.length <= 100 ? { ...general, why: message } : because('harper', { to });
}

/** Overlapping issues (two rules on one word) would garble a recast: the first one wins. */
function withoutOverlaps(issues: GrammarIssue[]): GrammarIssue[] {
  const kept: GrammarIssue[] = [];
  for (const issue of [...issues].sort((a, b) => a.start - b.start)) {
    if (!kept.some((k) => issue.start < k.end && k.start < issue.end)) kept.push(issue);
  }
  return kept;
}

/**
 * The first word of a sentence is capitalised anyway: 'Becuase' there is checked as 'becuase' would be
 * (a capital anywhere else marks a name, which is left alone).
 */
/** Small words only Spanish writes, whatever an English dictionary lists ('que' is an abbreviation there, 'me' is English too). */
const SPANISH_MARKERS = new Set(['que', 'qué', 'muy', 'pero', 'para', 'por', 'con', 'hola', 'gracias', 'porque', 'también', 'pues', 'entonces', 'bueno', 'vale', 'los', 'las', 'del', 'una']);
/** A word Spanish has and English does not ('cocinar', 'triste', 'que'). */
const isSpanishOnly = (word: string) => SPANISH_MARKERS.has(word) || (!isKnownWord(word) && word.length >= 4 && !!spanishLexicon()?.isWord(word));

/**
 * A Spanish word inside English ('I love cocinar', 'pizza, que triste!') is the learner's other language, not English
 * misspelt ('coiner', 'trite'): so read when the English guess is two slips away or another Spanish word stands beside it.
 * A Spanish cognate one slip from its English word ('responsable', 'importante') is still English misspelt.
 */
function isSpanishInEnglish(word: string, fix: string, text: string): boolean {
  const lower = word.toLowerCase();
  if (!isSpanishOnly(lower)) return false;
  const others = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w !== lower);
  return slipDistance(lower, fix.toLowerCase()) >= 2 || others.some(isSpanishOnly);
}

function fixFor(issue: GrammarIssue, text: string, isWriting: boolean, unlisted: readonly string[]): string | null {
  // Part of a hyphenated word ('eco-certification'): the learner's own compound, not a misspelling.
  if (issue.kind === 'Spelling' && (text[issue.start - 1] === '-' || text[issue.end] === '-')) return null;
  const fixed = fixForWord(issue, text, isWriting, unlisted);
  return fixed !== null && issue.kind === 'Spelling' && isSpanishInEnglish(issue.problem, fixed, text) ? null : fixed;
}

function fixForWord(issue: GrammarIssue, text: string, isWriting: boolean, unlisted: readonly string[]): string | null {
  const startsSentence = /(?:^|[.!?]\s+)["'“‘(]?$/.test(text.slice(0, issue.start));
  if (issue.kind === 'Spelling' && startsSentence && /^\p{Lu}\p{Ll}+$/u.test(issue.problem)) {
    const lower = { ...issue, problem: issue.problem.toLowerCase(), suggestions: issue.suggestions.map((s) => s.toLowerCase()) };
    const fix = confidentFix(lower, isWriting, unlisted);
    if (!fix || fix === lower.problem || !holdsInContext(issue, fix, text, true)) return null;
    return fix.charAt(0).toUpperCase() + fix.slice(1);
  }
  const fix = confidentFix(issue, isWriting, unlisted);
  // 'one of the big four', 'one of the top ten': a number that names a group is no noun to make plural;
  // 'one of the best in the world': a superlative stands for the noun it leaves out, and takes no plural.
  if (fix !== null && (NUMBER_WORD.test(issue.problem) || isSuperlative(issue.problem)) && fix.toLowerCase() === `${issue.problem.toLowerCase()}s`) return null;
  // 'videogames', 'wordgames': two words written as one are no misspelling of a third two letters away ('videotapes');
  // one letter away it still is ('importants' -> 'important').
  if (fix !== null && issue.kind === 'Spelling' && isTwoWordsJoined(issue.problem) && editDistance(fix.toLowerCase(), issue.problem.toLowerCase()) > 1) return null;
  return fix !== null && holdsInContext(issue, fix, text, false) ? fix : null;
}

/** A word made of two dictionary words of four letters or more ('videogames': 'video' + 'games'). */
function isTwoWordsJoined(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]{8,}$/.test(lower)) return false;
  for (let at = 4; at <= lower.length - 4; at++) if (wordUsage(lower.slice(0, at)) > 0 && wordUsage(lower.slice(at)) > 0) return true;
  return false;
}

const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen|\d+)$/i;

/** Words seen at least this often in use: 'a lot', 'in front', 'all ready', not 'post ion' for 'postion'. */
const SPLIT_WORD_USAGE = 10;

/** A word only joined or split wrongly ('alot', 'infront'): one suggestion spaces the same letters into words in use. */
function isRealSpacingSlip(issue: GrammarIssue): boolean {
  const letters = (s: string) => s.replace(/[\s-]/g, '').toLowerCase();
  return isSpacingOnly(issue) && issue.suggestions.some((s) => letters(s) === letters(issue.problem) && s.split(/[\s-]+/).every((part) => wordUsage(part) >= SPLIT_WORD_USAGE));
}

/** Harper's issues a teacher would correct, or null when the text is clearly not English. */
export async function findHarperEdits(text: string, isWriting: boolean, lint: Lint): Promise<CharEdit[] | null> {
  const issues = (await lint(text)).filter((issue) => text.slice(issue.start, issue.end) === issue.problem);
  const words = text.split(/\s+/).length;
  // Many "misspellings" in one message mean it is not English at all (e.g. French): leave it alone.
  if (issues.filter((i) => i.kind === 'Spelling').length > Math.max(2, words / 3)) return null;
  // Where a rule says a word is only split or joined wrongly ('alot'), other rules' guesses ('allot') are
  // wrong; in speech the words sound right anyway, so nothing there is corrected at all. A made-up past
  // ('swimmed', 'comed') is the exception: its split guess ('swim med', 'co med') is the wrong one.
  const spacing = issues.filter(isRealSpacingSlip);
  const isHiddenBySpacing = (issue: GrammarIssue) =>
    spacing.some((s) => issue.start < s.end && s.start < issue.end) && !(isWriting && isSpacingOnly(issue)) && !IRREGULAR_FORM.test(issue.message);
  // Words Harper did not list can only make a chosen spelling a guess, so they are looked up (in one call)
  // only for the misspellings that would be corrected without them.
  const fixes = new Map(issues.map((issue) => [issue, fixFor(issue, text, isWriting, [])]));
  const chosen = issues.filter((issue) => issue.kind === 'Spelling' && fixes.get(issue) !== null);
  const unlisted = await unlistedNearWordsOf(chosen, lint);
  for (const [at, issue] of chosen.entries()) fixes.set(issue, fixFor(issue, text, isWriting, unlisted[at]!));
  return withoutOverlaps(issues.filter((issue) => fixes.get(issue) !== null && !isHiddenBySpacing(issue))).map((issue) => {
    const to = bestSuggestion(issue, text.slice(0, issue.start), fixes.get(issue)!);
    const rule = harperFamily(issue, to);
    return { start: issue.start, end: issue.end, to, ...reasonFor(issue, to, rule), rule };
  });
}
