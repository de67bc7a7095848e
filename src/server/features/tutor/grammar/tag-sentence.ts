/**
 * Part-of-speech tags for one English sentence, from compromise (a rule-based tagger that runs in a few
 * milliseconds, offline). Contractions that compromise splits ("didn't" into did + not) stay one token here.
 */
import nlp from 'compromise';
import { findLemma, likelyPartOfSpeech } from '../wordnet/find-lemma';
import { isIrregularPast } from './verb-forms';
import { GRAMMAR_WORD_USAGE, wordUsage } from './word-usage';

export type Token = {
  text: string;
  lower: string;
  /** compromise's tags: 'Noun', 'Plural', 'Pronoun', 'Verb', 'PastTense', 'Infinitive', 'Modal', 'Date', ... */
  tags: ReadonlySet<string>;
  /** UTF-16 offsets into the sentence. */
  start: number;
  end: number;
  /** Punctuation and space after the word, e.g. ', '. */
  post: string;
};

export type TaggedSentence = { text: string; tokens: Token[] };

type Term = { text: string; post: string; tags: string[]; offset: { start: number; length: number } };

export function tagSentence(text: string): TaggedSentence {
  const terms = (nlp(text).json({ offset: true, terms: { offset: true } }) as Array<{ terms: Term[] }>).flatMap((s) => s.terms);
  const tokens = terms
    .filter((t) => t.text !== '')
    .map((t) => ({
      text: t.text,
      lower: t.text.toLowerCase().replace(/’/g, "'"),
      tags: new Set(t.tags),
      start: t.offset.start,
      end: t.offset.start + t.offset.length,
      post: t.post,
    }));
  return { text, tokens: retagLearnerVerbs(tokens) };
}

const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);

/**
 * The tagger expects correct English, so a learner's slip confuses it: in 'He like football' it reads 'like'
 * as a preposition, in 'My father drive to work' 'drive' as a noun. A word that can be a verb, right after
 * a subject pronoun or 'to', or after the first noun of a sentence that has no verb at all, is read as one.
 */
function retagLearnerVerbs(tokens: Token[]): Token[] {
  const hasVerb = tokens.some((t) => t.tags.has('Verb'));
  return tokens.map((t, i) => {
    const previous = tokens[i - 1];
    // 'She drew a circle': the tagger can read an irregular past as a present, which would get an -s.
    if ((t.tags.has('Verb') || (previous && SUBJECT_PRONOUNS.has(previous.lower))) && isIrregularPast(t.lower)) return { ...t, tags: new Set(['Verb', 'PastTense']) };
    if (t.tags.has('Verb') || !previous || !/^[a-z]+$/.test(t.lower) || !findLemma(t.lower, 'verb')) return t;
    // In a sentence with no verb at all, the word after the first noun is a verb only when it is not mostly a
    // noun or a grammar word ('My father drive to work'; not 'a key factor in', 'the title track of', 'this opens up'),
    // and not in a phrase said on its own ('A kitchen full of toys.', 'Her lovely smile.').
    const isMostlyNoun = likelyPartOfSpeech(t.lower) === 'noun' || wordUsage(t.lower) >= GRAMMAR_WORD_USAGE;
    const isPhraseAlone = ['a', 'an'].includes(tokens[0]!.lower) || i === tokens.length - 1;
    const isVerbSlot = SUBJECT_PRONOUNS.has(previous.lower) && !previous.tags.has('Possessive') || (previous.lower === 'to' && !tokens[i - 2]?.tags.has('Noun')) ||
      (!hasVerb && !isMostlyNoun && !isPhraseAlone && previous.tags.has('Noun') && !previous.tags.has('Pronoun') && tokens.findIndex((x) => x.tags.has('Noun') && !x.tags.has('Possessive')) === i - 1);
    if (!isVerbSlot) return t;
    const tags = new Set(['Verb', 'PresentTense', ...(/[^s]s$/.test(t.lower) ? [] : ['Infinitive'])]);
    return { ...t, tags };
  });
}

export const has = (token: Token | undefined, tag: string): boolean => !!token && token.tags.has(tag);
export const isWord = (token: Token | undefined, ...words: string[]): boolean => !!token && words.includes(token.lower);
