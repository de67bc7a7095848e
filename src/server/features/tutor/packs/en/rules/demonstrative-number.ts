/**
 * 'this animals' -> 'these animals', 'for this reasons' -> 'for these reasons': 'this' points at one thing,
 * 'these' at more than one. Only where the word after 'this' is a plain plural noun the tagger is sure of
 * and what follows it cannot make that word a verb ('this helps people', 'this works well', 'this results in'
 * are right). 'that' is left alone: it is also the conjunction in 'I know that cars are fast'.
 */
import { findLemma, likelyPartOfSpeech } from '../../../wordnet/find-lemma';
import { has, type Token } from '../../../grammar/tag-sentence';
import { singularOf, verbForms } from '../../../grammar/verb-forms';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import singularInSWords from '../words/singular-in-s.json';
import { because, describeFamily } from '../because';

/** Nouns that end in -s but are one thing. */
/** Verbs of the senses: 'This tastes of nutmeg', 'This looks like rain', 'This sounds great'. */
const SENSE_VERBS = new Set(['tastes', 'smells', 'sounds', 'looks', 'feels', 'seems', 'appears']);
const SINGULAR_IN_S = new Set<string>(singularInSWords);

/**
 * A plural noun by its letters and WordNet, not by its tags: after 'this' the tagger reads 'shoes' or
 * 'reasons' as a verb. Its singular must be mostly a noun ('shoe', 'reason'), not mostly a verb ('helps').
 */
function isPluralNoun(t: Token | undefined): t is Token {
  if (!t || !/^[a-z]+s$/.test(t.text) || /(ss|us|is)$/.test(t.lower) || SINGULAR_IN_S.has(t.lower) || has(t, 'Possessive')) return false;
  // 'this was', 'this has', 'this does': a form of be, have or do is the verb of 'this' the pronoun, whatever
  // noun its letters hide ('wa', 'ha' are in WordNet).
  if (has(t, 'Copula') || has(t, 'Auxiliary') || ['be', 'have', 'do'].includes(verbForms(t.lower)?.infinitive ?? '')) return false;
  const singular = singularOf(t.lower);
  return singular !== t.lower && !!findLemma(singular, 'noun') && likelyPartOfSpeech(singular) === 'noun';
}

/** What may follow 'this cars' for 'cars' to be a noun: the sentence or clause ends, or a verb, preposition or relative word comes. */
function endsNounPhrase(noun: Token, next: Token | undefined): boolean {
  if (!next || /[,.;:!?]/.test(noun.post)) return true;
  if (['who', 'which', 'that', 'because', 'and', 'or', 'but'].includes(next.lower)) return true;
  if (has(next, 'Preposition') || has(next, 'Copula') || has(next, 'Modal')) return true;
  return has(next, 'Verb') && !!findLemma(next.lower, 'verb') && !has(next, 'Adverb');
}

/**
 * 'This results in stress', 'This limits editing': at the start of a clause, a word in -s that is also a verb,
 * followed by a preposition or an -ing form, is more likely that verb with what it takes than a plural noun.
 */
function isVerbWithItsComplement(tokens: readonly Token[], thisAt: number): boolean {
  const previous = tokens[thisAt - 1];
  const startsClause = !previous || /[,;:]/.test(previous.post) || has(previous, 'Conjunction');
  const next = tokens[thisAt + 2];
  return startsClause && !!findLemma(tokens[thisAt + 1]!.lower, 'verb') && (has(next, 'Preposition') || has(next, 'Gerund') || /ing$/.test(next?.lower ?? ''));
}

export const demonstrativeNumber: GrammarRule = {
  id: 'demonstrative-number',
  family: 'demonstrative-number',
  explanation: describeFamily('demonstrative-number'),
  examples: [
    { text: 'I bought this shoes in the sale.', better: 'I bought these shoes in the sale.' },
    { text: 'This flowers need more water.', better: 'These flowers need more water.' },
    { text: 'For this reasons, I stayed at home.', better: 'For these reasons, I stayed at home.' },
    { text: 'My aunt grows this tomatoes.', better: 'My aunt grows these tomatoes.' },
  ],
  counterExamples: [
    'This helps students a lot.', // a verb with its object
    'This works well for me.',
    'This means we have to leave early.',
    'These shoes are new.',
    'This news surprised everyone.',
    'This series is popular with teenagers.',
    'I know that cars are expensive.',
    'This bus goes to the station.',
    // 'this' the pronoun before a form of be, have or do.
    'This has changed my life.',
    'I liked it; this was for fun.',
    'This does not work.',
    // Verbs of the senses.
    'This tastes of nutmeg.',
    'This looks like rain.',
    'This sounds great.',
    // At the start of a clause, a verb with the preposition or -ing form it takes.
    'This results in a lot of stress.',
    'This results in Vim editing the file list.',
    'This limits editing of files in the local directory only.',
    'When the disk is full, this leads to errors.',
    // Ordinary sentences that look like the error and are right.
    'These shoes are too small for me.',
    'This bag is heavy.',
    'Those houses by the river are old.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'this' || /\S/.test(t.post)) return;
      const noun = tokens[i + 1];
      if (!isPluralNoun(noun) || SENSE_VERBS.has(noun.lower) || !endsNounPhrase(noun, tokens[i + 2]) || isVerbWithItsComplement(tokens, i)) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'these'), ...because('demonstrative-number.these', { noun: noun.lower }) });
    });
    return edits;
  },
};
