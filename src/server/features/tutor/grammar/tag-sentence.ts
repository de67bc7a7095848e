/**
 * Part-of-speech tags for one English sentence, from compromise (a rule-based tagger that runs in a few
 * milliseconds, offline). Contractions that compromise splits ("didn't" into did + not) stay one token here.
 */
import nlp from 'compromise';
import { findLemma } from '../wordnet/find-lemma';

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
    if (t.tags.has('Verb') || !previous || !/^[a-z]+$/.test(t.lower) || !findLemma(t.lower, 'verb')) return t;
    const isVerbSlot = SUBJECT_PRONOUNS.has(previous.lower) && !previous.tags.has('Possessive') || (previous.lower === 'to' && !tokens[i - 2]?.tags.has('Noun')) ||
      (!hasVerb && previous.tags.has('Noun') && !previous.tags.has('Pronoun') && tokens.findIndex((x) => x.tags.has('Noun') && !x.tags.has('Possessive')) === i - 1);
    if (!isVerbSlot) return t;
    const tags = new Set(['Verb', 'PresentTense', ...(/[^s]s$/.test(t.lower) ? [] : ['Infinitive'])]);
    return { ...t, tags };
  });
}

export const has = (token: Token | undefined, tag: string): boolean => !!token && token.tags.has(tag);
export const isWord = (token: Token | undefined, ...words: string[]): boolean => !!token && words.includes(token.lower);
