/**
 * 'many car' -> 'many cars', 'one of the reason' -> 'one of the reasons', 'these subject' -> 'these
 * subjects': after a word that counts more than one, a countable noun is plural. Only where the noun ends
 * the phrase (not 'many car owners', 'middle-class families') and is a plain countable noun the tagger is
 * sure of and WordNet has as a noun.
 */
import { findLemma } from '../../../wordnet/find-lemma';
import { has, type Token } from '../../../grammar/tag-sentence';
import { pluralOf, singularOf } from '../../../grammar/verb-forms';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { UNCOUNTABLE } from './uncountable-nouns';
import sameOrSingularPluralsWords from '../words/same-or-singular-plurals.json';
import mostlyUncountableWords from '../words/mostly-uncountable.json';
import { because, describeFamily } from '../because';
import { isSuperlative } from '../../../grammar/is-superlative';

const COUNTING = new Set(['many', 'several', 'various', 'numerous', 'these', 'those', 'both', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twenty', 'hundreds', 'thousands', 'millions']);
/** Counting words that may stand alone as a subject ('Both matter', 'Many agree'). */
const STANDING_ALONE = new Set(['both', 'many', 'several', 'few']);
/** Verbs of saying or thinking whose clause may open on such a subject ('I'd say both matter'). */
const THINKING_VERBS = /^(?:say|said|think|thought|believe|guess|feel|felt|agree|suppose|know)$/;
/** Phrases that end in a counting word: 'one of the', 'a number of' ('a lot of' also takes 'a lot of noise'). */
const COUNTING_PHRASES = [['one', 'of', 'the'], ['one', 'of', 'my'], ['one', 'of', 'our'], ['one', 'of', 'his'], ['one', 'of', 'her'], ['one', 'of', 'their'], ['a', 'few'], ['a', 'number', 'of'], ['a', 'couple', 'of']];
/**
 * Nouns whose singular and plural are one word, or that take a singular after 'these' in set phrases; and
 * 'one of their number' (a group), 'nine stone', 'six foot tall' (units said in the singular), 'many offspring'.
 */
const SAME_OR_SINGULAR = new Set<string>(sameOrSingularPluralsWords);
/**
 * Nouns learners mostly mean uncountably, with a countable sense beside it ('many experience' means a lot of
 * experience; 'many experiences' would say something else): left alone rather than made plural.
 */
const MOSTLY_UNCOUNTABLE = new Set<string>(mostlyUncountableWords);

function countingEndsAt(tokens: readonly Token[], i: number): boolean {
  if (COUNTING.has(tokens[i]?.lower ?? '')) return true;
  return COUNTING_PHRASES.some((phrase) => phrase.every((word, k) => tokens[i - phrase.length + 1 + k]?.lower === word));
}

const isPlainCountNoun = (t: Token | undefined): boolean =>
  !!t && has(t, 'Noun') && has(t, 'Singular') && !has(t, 'Plural') && !has(t, 'ProperNoun') && !has(t, 'Pronoun') && !has(t, 'Uncountable') &&
  !has(t, 'Date') && !has(t, 'Value') && !has(t, 'Verb') && !has(t, 'Adjective') && /^[a-z]+$/.test(t.text) && !UNCOUNTABLE.has(t.lower) && !SAME_OR_SINGULAR.has(t.lower) && !MOSTLY_UNCOUNTABLE.has(t.lower);

export const pluralAfterQuantifier: GrammarRule = {
  id: 'plural-after-quantifier',
  family: 'plural-after-quantifier',
  explanation: describeFamily('plural-after-quantifier'),
  examples: [
    { text: 'There are many tree in our street.', better: 'There are many trees in our street.' },
    { text: 'I have two sister.', better: 'I have two sisters.' },
    { text: 'One of the problem is the noise.', better: 'One of the problems is the noise.' },
    { text: 'We visited several museum in Rome.', better: 'We visited several museums in Rome.' },
    { text: 'I read both book.', better: 'I read both books.' }, // after a verb that is not one of thinking, still the noun's count
  ],
  counterExamples: [
    'Are those good?',
    // A superlative standing for its noun.
    'Our health service is one of the best in the world.',
    'That was one of the worst in my life.',
    'She is one of the kindest in our class.',
    'Are these ok for an interview?',
    'Many bus drivers start early.',
    'These help me relax.',
    'I waited two hours.',
    'Many people came.',
    'I bought a lot of bread.',
    'It happened many times.',
    'Both men and women can apply.',
    'These data are new.',
    // A group, a unit of weight or height, a plural without -s.
    'He became one of their number.',
    'She lost a lot of weight and now weighs nine stone.',
    // 'both' after its noun, 'these' on its own: the next word is a verb.
    'The reason these exist is simple.',
    'These fail on every target, but seem to hang occasionally.',
    // Half of a hyphened compound that describes the next noun.
    'Many middle-class families live here.',
    // A noun learners mean uncountably: its plural would say something else.
    'I have many experience in sales.',
    'We had many fun at the party.',
    'The package contains a few command-line tools such as dbus-launch.',
    'The distribution includes six production-quality tools.',
    // Ordinary sentences that look like the error and are right.
    'I have two brothers and one sister.',
    'Many people walk to work here.',
    'One of the windows is broken.',
    'Both milk and cheese are cheap here.',
    'A big man who must weigh over fifteen stone.',
    'The farmer sold many sheep at the market.',
    'If two friends both decide to leave the group could fall apart.',
    // The counting word as the subject, and its verb ending the clause.
    'Personally, I would say both matter, but skills come first.',
    'Many disagree.',
    'I think several work.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!countingEndsAt(tokens, i - 1) || /\S/.test(tokens[i - 1]!.post)) return;
      // 'these exist', 'These fail': a word WordNet has as no noun is the verb after a 'these' said on its own.
      if (!isPlainCountNoun(t) || !findLemma(t.lower, 'noun') || isSuperlative(t.lower)) return;
      // 'middle-class families': half of a hyphened compound describing the next noun.
      if (/^-/.test(t.post)) return;
      // 'two nations both resort': 'both' after a plural belongs to it, and the next word is its verb.
      if (['both', 'all'].includes(tokens[i - 1]!.lower) && (has(tokens[i - 2], 'Plural') || has(tokens[i - 2], 'Pronoun'))) return;
      // 'I would say both matter, but...', 'Many disagree.': the counting word is the subject, said after a verb of thinking
      // or opening the clause, and the word after it, ending the clause, is its verb.
      const counted = tokens[i - 1]!;
      const beforeCounting = tokens[i - 2];
      // 'Are those good?', 'Were these ok for work?': after 'be', 'these' and 'those' stand alone as the
      // subject, and the word after them describes them ('good', 'ok'), never a noun to count.
      const endsItsClause = i === tokens.length - 1 || /[,;:.!?]/.test(t.post) || has(tokens[i + 1], 'Preposition') || has(tokens[i + 1], 'Adverb');
      if (['these', 'those'].includes(counted.lower) && ['are', 'were', 'aren\'t', 'weren\'t'].includes(beforeCounting?.lower ?? '') && findLemma(t.lower, 'adjective') && endsItsClause) return;
      const opensClause = !beforeCounting || /[,;:.!?]/.test(beforeCounting.post) || ['and', 'but', 'because', 'so', 'that'].includes(beforeCounting.lower) || THINKING_VERBS.test(beforeCounting.lower);
      if (STANDING_ALONE.has(counted.lower) && opensClause && findLemma(t.lower, 'verb') && (i === tokens.length - 1 || /[,;:.!?]/.test(t.post))) return;
      const next = tokens[i + 1];
      // 'many car owners', 'these computer games': the noun describes the next one.
      const isFunctionWord = (x: Token) => ['Preposition', 'Copula', 'Modal', 'Conjunction', 'Determiner', 'Pronoun', 'Adverb'].some((tag) => has(x, tag));
      if (next && !/\S/.test(t.post) && !isFunctionWord(next) && (has(next, 'Noun') || findLemma(next.lower, 'noun'))) return;
      // 'both oil and coal': the count goes over two nouns, each of which may be one.
      if (next && ['and', 'or'].includes(next.lower)) return;
      // 'These help me': 'these' stands alone and the word after it is a verb with its object.
      if (next && (has(next, 'Pronoun') || has(next, 'Determiner') || has(next, 'Adverb'))) return;
      const plural = pluralOf(t.lower);
      if (!plural || plural === t.lower || singularOf(plural) !== t.lower) return;
      edits.push({ start: i, end: i + 1, to: plural, ...because('plural-after-quantifier.plural', { plural }) });
    });
    return edits;
  },
};
