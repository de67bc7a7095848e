/**
 * 'a cars' -> 'a car', 'an experts' -> 'an expert', 'a very kind women' -> 'a very kind woman': 'a' counts
 * one, so its noun is singular. The learner meant one or many; keeping their 'a' is the smaller change.
 * Only a plain plural the tagger is sure of that ends its phrase: 'a sports teacher', 'a savings account'
 * (a noun describing the next one), one-thing nouns in -s ('a means', 'a crossroads') and dictionary
 * words that only look plural ('an omen') are right.
 */
import { findLemma } from '../../../wordnet/find-lemma';
import { has, type Token } from '../../../grammar/tag-sentence';
import { singularOf } from '../../../grammar/verb-forms';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import wornInPairs from '../words/worn-in-pairs.json';

/** Nouns in -s that name one thing, or that a plural tag reads wrongly after 'a'. */
const ONE_THING_IN_S = new Set(['means', 'crossroads', 'headquarters', 'series', 'species', 'news', 'thanks', 'barracks', 'gallows', 'works', 'people', 'kudos', 'lens']);

/**
 * Fields of work named for the person in them ('I work as a sales', 'a job as a logistics'): what is missing is
 * 'person' or 'manager', and 'a sale' would say something else.
 */
const FIELDS_OF_WORK = new Set(['sales', 'logistics']);

/** 'a new shoes': things worn two at a time are meant as a pair, not as one shoe ('a pair of new shoes'). */
const WORN_IN_PAIRS = new Set<string>(wornInPairs.words);

const AMOUNT_WORDS = new Set(['lot', 'few', 'couple', 'number', 'dozen', 'hundred', 'thousand', 'million', 'bit', 'little', 'more', 'great']);

function isPlainPlural(t: Token | undefined): t is Token {
  if (!t || !has(t, 'Plural') || !has(t, 'Noun') || has(t, 'ProperNoun') || has(t, 'Pronoun') || has(t, 'Possessive') || has(t, 'Value') || has(t, 'Date')) return false;
  if (!/^[a-z]+$/.test(t.text) || ONE_THING_IN_S.has(t.lower) || FIELDS_OF_WORK.has(t.lower)) return false;
  // 'an omen' (not 'oman' + -en): a word without -s that is a dictionary noun itself names one thing.
  if (!/s$/.test(t.lower) && findLemma(t.lower, 'noun')?.lemma === t.lower) return false;
  const singular = singularOf(t.lower);
  return singular !== t.lower && !!findLemma(singular, 'noun');
}

export const aWithPlural: GrammarRule = {
  id: 'a-with-plural',
  family: 'a-with-plural',
  explanation: describeFamily('a-with-plural'),
  examples: [
    { text: 'Everyone in my family has a cars.', better: 'Everyone in my family has a car.' },
    { text: 'She wants to become an engineers.', better: 'She wants to become an engineer.' },
    { text: 'I met a very kind women at the station.', better: 'I met a very kind woman at the station.' },
    { text: 'He gave me a good reasons to stay.', better: 'He gave me a good reason to stay.' },
    { text: 'Our school hired a new teachers.', better: 'Our school hired a new teacher.' },
    { text: 'A small islands lies off the coast.', better: 'A small island lies off the coast.' },
    // Things worn two at a time: a pair of them is meant.
    { text: 'I want my money back, not a new shoes.', better: 'I want my money back, not a pair of new shoes.' },
    { text: 'She gave me an old gloves.', better: 'She gave me a pair of old gloves.' },
  ],
  counterExamples: [
    'He is a sports teacher.',
    'They opened a savings account.',
    'We need a means of transport.',
    'The town is at a crossroads.',
    'I read a series of books.',
    'I have a lot of friends.',
    'A few students stayed late.',
    'She bought a pair of glasses.',
    'I lost a shoe at the beach.',
    'He bought a pair of new boots.',
    // A word that is one thing in the dictionary ('omen' is no plural of 'oman').
    'The ship was caught in an eddy of water.',
    // Ordinary sentences that look like the error and are right.
    'A few friends came over on Sunday.',
    'A lot of cars were parked outside.',
    'A couple of apples fell from the tree.',
    'The sailors saw an omen in the clouds.',
    'She works on a sales team in the city.',
    'He wore a jeans jacket to the party.',
    // A field of work said for the person in it.
    'I am working in a startup as a sales.',
    'He got a job as a logistics in a big company.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!['a', 'an'].includes(t.lower) || /\S/.test(t.post)) return;
      let at = i + 1;
      while (at < i + 4 && (has(tokens[at], 'Adjective') || has(tokens[at], 'Adverb')) && !has(tokens[at], 'Noun') && tokens[at]!.post === ' ') at++;
      // 'a lot more possibilities', 'a few more days': the plural belongs to the amount, not to 'a'.
      if (tokens.slice(i + 1, at + 1).some((x) => AMOUNT_WORDS.has(x.lower))) return;
      const noun = tokens[at];
      if (!isPlainPlural(noun)) return;
      // 'a sports teacher', 'a rights offering': the plural describes the noun after it, even one tagged as a verb.
      const next = tokens[at + 1];
      const isFunctionWord = (x: Token) => ['Preposition', 'Copula', 'Modal', 'Conjunction', 'Determiner', 'Pronoun', 'Adverb', 'Adjective'].some((tag) => has(x, tag));
      const isVerbInS = has(next, 'Verb') && /[^s]s$/.test(next?.lower ?? ''); // 'a tonic syllables carries' wants 'a syllable'
      if (next && noun.post === ' ' && ((has(next, 'Noun') && !has(next, 'Pronoun')) || (!isFunctionWord(next) && findLemma(next.lower, 'noun') && !isVerbInS))) return;
      if (WORN_IN_PAIRS.has(noun.lower)) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'a pair of'), ...because('a-with-plural.pair', { noun: tokens.slice(i + 1, at + 1).map((x) => x.text).join(' ') }) });
        return;
      }
      const singular = singularOf(noun.lower);
      edits.push({ start: at, end: at + 1, to: singular, ...because('a-with-plural.singular', { article: t.lower, singular }) });
    });
    return edits;
  },
};
