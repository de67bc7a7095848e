/**
 * Harper's confident fixes checked against the words around them, where Harper's own check looks too
 * narrowly. Each guard is a family of correct English that Harper misreads, found on fluent sentences:
 * 'earlier that day' is no comparison ('than'); 'from cheap to expensive' is a range ('too');
 * 'He gave in in the end' is a particle and a preposition; 'screechings' may be counted, unlike
 * 'informations' or 'pollutions'; 'Pollini' opening a sentence is a name; 'breezeless' is 'breeze' + '-less';
 * 'pastel de nata' is a phrase of another language; 'eating sundal' names a dish, no 'sundial'.
 */
import { findLemma } from '../wordnet/find-lemma';
import { isEatable } from '../wordnet/read-wordnet';
import { isKnownWord, slipKind } from './confident-issue';
import type { GrammarIssue } from './grammar-issue';
import { UNCOUNTABLE } from '../packs/en/rules/uncountable-nouns';
import { wordUsage } from './word-usage';

const TIME_NOUNS = new Set(['day', 'morning', 'afternoon', 'evening', 'night', 'week', 'month', 'year', 'summer', 'winter', 'spring', 'autumn', 'time', 'season', 'weekend']);
const PARTICLES = new Set(['in', 'on', 'up', 'out', 'off', 'down', 'over', 'back', 'away', 'by']);
const PREFIXES = ['un', 're', 'dis', 'inter', 'non', 'over', 'under', 'mis', 'pre', 'omni', 'multi', 'semi'];
const SUFFIXES = ['less', 'ness', 'ly', 'eable'];
/**
 * Small words of the languages learners name their food, places and things in ('de', 'du', 'della', 'von'), none
 * an English word: a misspelling beside one is a word of that phrase ('pastel de nata' is no 'natal').
 */
const FOREIGN_LINKS = new Set(['de', 'del', 'della', 'delle', 'di', 'da', 'do', 'dos', 'das', 'du', 'des', 'au', 'aux', 'alla', 'el', 'los', 'las', 'y', 'von', 'der', 'den', 'und', 'et']);
/** Verbs that name a dish after them, with at most one small word between ('eating sundal', 'cooked some pierogi'). */
const EATING_VERBS = /^(?:eat|eats|ate|eaten|eating|cook|cooks|cooked|cooking|order|ordered|ordering|drink|drank|drinking|taste|tasted|tasting)$/;
const DISH_LEAD_WORDS = new Set(['a', 'an', 'the', 'some', 'my', 'our', 'her', 'his', 'their', 'homemade', 'delicious', 'traditional', 'hot', 'fresh', 'sweet', 'spicy']);
/** After a verb of eating or cooking, an unknown word is a dish: respelt only into a food or a drink ('ate a bananna'), never another thing. */
function namesADish(text: string, at: number): boolean {
  const words = clauseBefore(text, at).match(/[\p{L}'’]+/gu) ?? [];
  const [before, last] = [words.at(-2) ?? '', words.at(-1) ?? ''];
  return EATING_VERBS.test(last) || (EATING_VERBS.test(before) && DISH_LEAD_WORDS.has(last));
}

/** A word in use at least this often is a fix, not a name, at the start of a sentence ('Comsumers' -> 'Consumers', not 'Pollini' -> 'Polling'). */
const SENTENCE_START_USAGE = 10;

const wordBefore = (text: string, at: number) => /([\p{L}'’]+)[^\p{L}]*$/u.exec(text.slice(0, at))?.[1]?.toLowerCase() ?? '';
const wordAfter = (text: string, at: number) => /^[^\p{L}]*([\p{L}'’]+)/u.exec(text.slice(at))?.[1]?.toLowerCase() ?? '';
/** The clause the issue sits in, up to it: from the last comma, semicolon or sentence end. */
const clauseBefore = (text: string, at: number) => text.slice(0, at).split(/[,;:.!?]/).at(-1)!.toLowerCase();

/** 'inconvenients' for 'inconvenient': an adjective (and no noun) with a plural's -s. */
/** A noun right after `at`, with only a space between ('importants meetings'), not after a stop or a comma. */
const nounFollows = (text: string, at: number) => /^\s+\p{L}/u.test(text.slice(at)) && !!findLemma(wordAfter(text, at), 'noun');
const isPluralisedAdjective = (problem: string, fix: string) => problem === `${fix}s` && !!findLemma(fix, 'adjective') && !findLemma(fix, 'noun');

/** 'earlier', 'bigger', 'happier': an -er form of an adjective, so a comparison. */
function isComparative(word: string): boolean {
  if (['more', 'less', 'better', 'worse', 'rather', 'other'].includes(word)) return true;
  if (!word.endsWith('er')) return false;
  const stems = [word.slice(0, -2), word.slice(0, -1), word.replace(/ier$/, 'y'), word.replace(/(\w)\1er$/, '$1')].filter((stem) => stem !== word);
  // 'further' is an adjective in its own right ('She read further into the report'), not an -er form.
  return stems.some((stem) => stem.length >= 2 && !!findLemma(stem, 'adjective'));
}

/**
 * A word in use with a productive prefix or suffix ('breezeless', 'unshy'): the writer's own word, unless
 * the fix is a telling slip of it ('untill' -> 'until', 'recods' -> 'records').
 */
function isAffixedWord(word: string, fix: string): boolean {
  const isBase = (base: string) => base.length >= 4 && isKnownWord(base) && wordUsage(base) > 0;
  const isAffixed = PREFIXES.some((p) => word.startsWith(p) && isBase(word.slice(p.length))) || SUFFIXES.some((s) => word.endsWith(s) && isBase(word.slice(0, -s.length)));
  return isAffixed && slipKind(word, fix.toLowerCase()) > 2;
}

/** True when Harper's `fix` for `issue` still holds in `text`; `startsSentence`: the issue is the sentence's first word. */
export function holdsInContext(issue: GrammarIssue, fix: string, text: string, startsSentence: boolean): boolean {
  const problem = issue.problem.toLowerCase();
  if (issue.kind === 'Spelling') {
    // 'E. coli': a word after an initial is part of a name.
    if (isAffixedWord(problem, fix) || /(?:^|\s)\p{Lu}\.\s*$/u.test(text.slice(0, issue.start))) return false;
    // 'the inconvenients.': an adjective given an -s as a noun is, where no noun follows it, a noun the learner meant
    // ('inconvenience'), which respelling to the adjective would not give; 'importants meetings' is the adjective.
    if (isPluralisedAdjective(problem, fix.toLowerCase()) && !nounFollows(text, issue.end)) return false;
    // 'pastel de nata', 'pão de queijo', 'Gare du Nord': beside a small word of another language, a word of it too.
    if (FOREIGN_LINKS.has(wordBefore(text, issue.start)) || FOREIGN_LINKS.has(wordAfter(text, issue.end))) return false;
    if (namesADish(text, issue.start) && !isEatable(fix)) return false;
    // A capitalised first word may be a name: only a telling slip of a word in use, or a common word, is a fix.
    const isTellingSlip = slipKind(problem, fix.toLowerCase()) <= 2 && wordUsage(fix) > 0;
    return !startsSentence || !/^\p{Lu}/u.test(issue.problem) || isTellingSlip || wordUsage(fix) >= SENTENCE_START_USAGE;
  }
  if (/comparison that should use/i.test(issue.message)) {
    return isComparative(wordBefore(text, issue.start)) && !TIME_NOUNS.has(wordAfter(text, issue.end));
  }
  if (/to mean .also. or an excessive degree/i.test(issue.message)) {
    // 'from cheap to expensive', 'the ratio of men to women': a range within a few words; 'came to': woke up.
    const near = clauseBefore(text, issue.start).split(/\s+/).slice(-6).join(' ');
    return !/\b(from|between|ratio)\b/.test(near) && !/\b(come|comes|came|coming)\s*$/.test(near);
  }
  if (issue.kind === 'Repetition') return !PARTICLES.has(fix.toLowerCase());
  // Harper calls many counted nouns mass nouns ('screechings', 'translocations'): only the ones learners pluralise wrongly.
  if (/is a mass noun and should not be pluralized/i.test(issue.message)) return UNCOUNTABLE.has(fix.toLowerCase());
  return true;
}
