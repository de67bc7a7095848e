/**
 * Part-of-speech tags for one English sentence, from compromise (a rule-based tagger that runs in a few
 * milliseconds, offline). Contractions that compromise splits ("didn't" into did + not) stay one token here.
 */
import nlp from 'compromise';

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
  return { text, tokens };
}

export const has = (token: Token | undefined, tag: string): boolean => !!token && token.tags.has(tag);
export const isWord = (token: Token | undefined, ...words: string[]): boolean => !!token && words.includes(token.lower);
