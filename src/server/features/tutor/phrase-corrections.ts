/**
 * Says the checker's corrections the way a kind teacher would: the words it fixed, with a word of context,
 * and the whole recast only when those words are the whole sentence (ADR 024). The words around them are an
 * explanation, so they come in the language the learner reads explanations in (explain.ts); what is quoted does not.
 */
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import type { Chooser } from './choose-variant';
import { capitalizeFirst } from './choose-variant';
import { type Explain, explainer } from './explain';
import type { Correction } from './grammar/find-corrections';
import { fixedParts, type FixedPart } from './grammar/fixed-part';
import { tutorCatalogue } from './messages/catalogue';
import { capitalizeLoneI, stripFinalStop } from './text-pieces';
import { escapeRegExp } from '../../lib/escape-reg-exp';

const RECASTS = ['recast1', 'recast2', 'recast3', 'recast4', 'recast5'] as const;
const FOCUSED = ['focused1', 'focused2', 'focused3', 'focused4'] as const;
type TemplateKey = keyof typeof tutorCatalogue.english;

/** Recasts also tidy what the checker is told to ignore in chat: a lower-case 'i' and the first letter. */
function tidy(sentence: string): string {
  return capitalizeFirst(capitalizeLoneI(stripFinalStop(sentence)));
}

/**
 * One sentence for a correction's fixed parts (fixed-part.ts): the first in `template`, any others after it
 * ("..., and 'for two years' rather than 'since two years'."). The words between them are not quoted: the
 * checker vouches only for what it changed.
 */
export function sayFixedParts(explain: Explain, template: TemplateKey, parts: readonly FixedPart[]): string {
  const [first, ...others] = parts.map((p) => ({ from: p.from, to: capitalizeLoneI(p.to) }));
  const said = explain(template, first!);
  if (others.length === 0) return said;
  const otherParts = others.map((p) => explain('otherPart', p)).join(explain('partsJoiner'));
  return explain('withOtherParts', { said: said.replace(/[.。]$/u, ''), others: otherParts });
}

/** Whether the one part is the learner's whole sentence (nothing else in it is left unchecked). */
const isWholeSentence = (correction: Correction, parts: readonly FixedPart[]) =>
  parts.length === 1 && parts[0]!.from === correction.original.replace(/^[^\p{L}\d'’]+|[^\p{L}\d'’]+$/gu, '');

/** A line per correction that fixed some words; a correction that changed only spacing or punctuation says nothing. */
export function phraseCorrections(corrections: readonly Correction[], chooser: Chooser, locale: Locale = DEFAULT_LOCALE): string[] {
  const explain = explainer(tutorCatalogue, locale);
  const first = chooser.index('recast', RECASTS.length);
  const firstFocused = chooser.index('focused', FOCUSED.length);
  return corrections.flatMap((correction, i) => {
    const parts = fixedParts(correction);
    if (parts.length === 0) return [];
    if (isWholeSentence(correction, parts)) return [explain(RECASTS[(first + i) % RECASTS.length]!, { sentence: tidy(parts[0]!.to) })];
    return [sayFixedParts(explain, FOCUSED[(firstFocused + i) % FOCUSED.length]!, parts)];
  });
}

/** The learner's text with each corrected sentence swapped in, so echoes never repeat a mistake. */
export function applyCorrections(text: string, corrections: readonly Correction[]): string {
  return corrections.reduce((result, c) => result.replace(c.original, c.corrected), text);
}

/**
 * The teacher's own words with the change she asks about made ('when you speak more naturally'), so what she says back
 * never repeats the slip her question points at. Only the asked-about words are swapped: her choice of what to say
 * back is made on the learner's words as written.
 */
export function withChangeAskedAbout(text: string, asked: Correction | undefined): string {
  if (!asked) return text;
  // Words wrong wherever they stand ('a engineer', 'childs', a misspelling): swapped in any context of hers.
  if (isWrongAnywhere(asked)) {
    // A wrong word of its own ('childs', 'informations') wherever she says it, not only beside the neighbour it was quoted
    // with ('three childs'); a short word ('a' for 'an') only in the part quoted, where its next word tells it is wrong.
    const ownWords = asked.fixes.filter(({ from }) => /^\p{L}{4,}$/u.test(from));
    const swaps = [...fixedParts(asked), ...ownWords];
    return swaps.reduce((result, { from, to }) => result.replace(new RegExp(`(?<![\\p{L}'])${escapeRegExp(from)}(?![\\p{L}'])`, 'giu'), (found) => (/^\p{Lu}/u.test(found) ? capitalizeFirst(to) : to)), text);
  }
  // A country that takes 'the' ('from USA'): given it wherever she names the country.
  const namesWithThe = asked.fixes.flatMap((fix) => (fix.reason?.key === 'country-without-article.the' && typeof fix.reason.values?.name === 'string' ? [fix.reason.values.name] : []));
  if (namesWithThe.length > 0) {
    // As written ('US', never the pronoun 'us'), and not after a word that already fixes it ('a USA visa', 'the USA').
    return namesWithThe.reduce((result, name) => result.replace(new RegExp(`(?<!\\b(?:the|The|a|A|an|An|our|your|their|this|that)\\s)(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'gu'), (found) => `the ${found}`), text);
  }
  // A word wrong beside the noun after it ('this words', 'a books'): swapped wherever she says the two together.
  if (agreesWithNextWord(asked)) {
    return asked.fixes.reduce((result, { from, to, before }) => {
      // The noun after the word fixed, found beside the word before it ('confuse this words', not the 'this' of 'this is hard').
      const next = new RegExp(`${before ? `(?<![\\p{L}'])${escapeRegExp(before)}\\s+` : '^\\s*'}${escapeRegExp(from)}\\s+([\\p{L}']+)`, 'iu').exec(asked.original)?.[1];
      if (!next) return result;
      const pair = new RegExp(`(?<![\\p{L}'])${escapeRegExp(from)}(?=\\s+${escapeRegExp(next)}(?![\\p{L}']))`, 'giu');
      return result.replace(pair, (found) => (/^\p{Lu}/u.test(found) ? capitalizeFirst(to) : to));
    }, text);
  }
  // A verb wrong with its noun ('make a lot of photos', 'do a mistake'): swapped wherever she says it with that same noun
  // a few words after it, whatever comes before ('to make a lot of photos' in her question); never 'make a lot of friends'.
  if (agreesWithWhatFollows(asked)) {
    return asked.fixes.reduce((result, { from, to, reason }) => {
      const noun = collocateOf(reason);
      if (!noun) return result;
      const at = new RegExp(`(?<![\\p{L}'])${escapeRegExp(from)}(?=(?:\\s+[\\p{L}']+){0,3}?\\s+${escapeRegExp(noun)}(?![\\p{L}']))`, 'giu');
      return result.replace(at, (found) => (/^\p{Lu}/u.test(found) ? capitalizeFirst(to) : to));
    }, text);
  }
  return fixedParts(asked).reduce((result, { from, to }) => {
    // Followed as in the learner's sentence (by its next word, or by an end): 'more natural speech' is no echo of 'speak more natural.'.
    const next = new RegExp(`${escapeRegExp(from)}\\s*([\\p{L}']+)?`, 'iu').exec(asked.original)?.[1];
    const after = next ? `(?=\\s+${escapeRegExp(next)}(?![\\p{L}'])|[^\\p{L}\\s']|\\s*$)` : `(?=[^\\p{L}\\s']|\\s*$)`;
    // And by the word before it there: 'That sounds exciting.' is her own right use, no echo of 'I am so exciting!'.
    const previous = new RegExp(`([\\p{L}']+)\\s+${escapeRegExp(from)}(?![\\p{L}'])`, 'iu').exec(asked.original)?.[1];
    // With nothing before it there (it opened the sentence), only where it opens one of hers: 'what you think?' is no echo
    // of 'I'd love to hear what you think'.
    const before = previous ? `(?<=(?<![\\p{L}'])${escapeRegExp(previous)}\\s+)` : `(?<=^|[.!?¿¡]\\s*)`;
    const at = new RegExp(`${before}${escapeRegExp(from)}${after}`, 'giu');
    return result.replace(at, (found) => (/^\p{Lu}/u.test(found) ? capitalizeFirst(to) : to));
  }, text);
}

/** Families whose word is wrong beside the noun after it, whatever comes before ('this words', 'a books'). */
const AGREES_WITH_NEXT_WORD = /^(?:demonstrative-number|a-with-plural)(?:\.|$)/;
const agreesWithNextWord = (correction: Correction) => correction.fixes.length > 0 && correction.fixes.every((fix) => AGREES_WITH_NEXT_WORD.test(fix.reason?.key ?? ''));

/** Families whose verb is wrong with its noun, whatever comes before ('make a lot of photos', 'do a mistake'). */
const AGREES_WITH_WHAT_FOLLOWS = /^(?:verb-noun-collocations|make-or-do)(?:\.|$)/;
/** The noun a verb goes with, as the rule named it ('photos'; the last word of 'do a mistake'). */
const collocateOf = (reason: Correction['fixes'][number]['reason']): string | null => {
  const named = reason?.values?.noun ?? reason?.values?.phrase;
  return typeof named === 'string' ? (named.trim().split(/\s+/).at(-1) ?? null) : null;
};
const agreesWithWhatFollows = (correction: Correction) => correction.fixes.length > 0 && correction.fixes.every((fix) => AGREES_WITH_WHAT_FOLLOWS.test(fix.reason?.key ?? ''));

/** Families whose words are wrong in any sentence ('a engineer', 'childs', 'mans', 'informations', a misspelt word), whatever is around them. */
const WRONG_ANYWHERE = /^(?:a-or-an|harper:irregular-form|harper:spelling|uncountable-nouns|irregular-plurals)(?:\.|$)/;
const isWrongAnywhere = (correction: Correction) => correction.fixes.length > 0 && correction.fixes.every((fix) => WRONG_ANYWHERE.test(fix.reason?.key ?? ''));

const QUESTIONS = ['thinkAbout1', 'thinkAbout2'] as const;

/** A question about more words than this names only the first part: a long quote is hard to weigh. */
const MAX_QUESTION_WORDS = 12;
/**
 * Two parts with more words than this between them are asked about apart: the words between were not changed, and
 * a quote of them would offer the learner words no family vouched for ('technology make our' is still wrong).
 */
const MAX_WORDS_BETWEEN = 2;

/**
 * What one question asks about: the fixed parts, those close together as one ('phone is broken since one week' ->
 * 'phone has been broken for one week'), so no part is left out and none is asked about apart from its neighbour.
 */
export function questionedParts(correction: Correction): FixedPart[] {
  const parts = fixedParts(correction);
  const joined: FixedPart[] = [];
  let at = 0;
  for (const part of parts) {
    const start = correction.original.indexOf(part.from, at);
    if (start === -1) return parts.slice(0, 1);
    const previous = joined.at(-1);
    const between = previous ? correction.original.slice(at, start) : '';
    const wordsBetween = between.trim() ? between.trim().split(/\s+/).length : 0;
    if (previous && wordsBetween <= MAX_WORDS_BETWEEN) joined[joined.length - 1] = { from: `${previous.from}${between}${part.from}`, to: `${previous.to}${between}${part.to}` };
    else joined.push(part);
    at = start + part.from.length;
  }
  const quoted = joined.map((p) => p.from).join(' ').split(/\s+/).length;
  return quoted > MAX_QUESTION_WORDS ? joined.slice(0, 1) : joined;
}

/**
 * A change from a family whose precision is not proven (family-gate.ts) is asked, never told: the learner
 * weighs it, and no Notebook keeps it.
 */
export function phraseQuestion(correction: Correction, chooser: Chooser, locale: Locale = DEFAULT_LOCALE): string | null {
  return phraseQuestionAbout(questionedParts(correction), chooser, locale);
}

/** One question about parts asked of several sentences (a text sent for checking): 'is it 'a' or 'b', and 'c' or 'd'?'. */
export function phraseQuestionAbout(parts: readonly FixedPart[], chooser: Chooser, locale: Locale = DEFAULT_LOCALE): string | null {
  const [first, ...others] = parts.map((p) => ({ from: p.from, to: capitalizeLoneI(p.to) }));
  if (!first) return null;
  const explain = explainer(tutorCatalogue, locale);
  if (others.length === 0) return explain(chooser.pick('question-to-think-about', QUESTIONS), first);
  return explain('thinkAboutParts', { ...first, others: others.map((p) => explain('otherQuestionPart', p)).join(explain('partsJoiner')) });
}
