/**
 * Parts of a learner's sentence a correction must not touch: quoted words (the learner is citing them),
 * names and titles (capitalised words after the first), pairs written with a slash ('he/she',
 * 'and/or'), which the tagger reads as two broken words, loan phrases ('de facto'), and words stretched on purpose
 * ('sooo', 'pleeeease': a letter three times at the end or four times over writes a long sound, never a slip).
 */
export type Span = { start: number; end: number };

const QUOTED = [/"[^"\n]*"/g, /“[^”\n]*”/g, /‘[^’\n]*’/g, /(?<=^|[\s(])'[^'\n]+'(?=[\s.,!?;:)]|$)/g, /`[^`\n]*`/g];
const SLASHED = /[\p{L}\d'’]+\s*\/\s*[\p{L}\d'’]+/gu;
/** Phrases English borrows whole, whose words are no misspellings: 'de facto', 'magna cum laude'. */
const LOAN_PHRASES = /\b(?:de facto|de jure|(?:magna |summa )?cum laude|sotto voce|viva voce|en famille|en masse|en route|au fait|au pair|objets? d'art|a cappella|bona fide|per se|vice versa|ad hoc|ad nauseam|et al|status quo|carte blanche|faux pas|raison d'être|joie de vivre|déjà vu|deja vu)\b/giu;
/**
 * A word stretched on purpose ('sooo good', 'yesss', 'pleeease'): a letter three times at its end, or any letter four
 * times. A letter tripled inside a word ('meeet', 'cofffee') is a key held too long, a slip like any other.
 */
const STRETCHED = /[\p{L}'’]*(?:(\p{L})\1\1(?![\p{L}])|(\p{L})\2\2\2)[\p{L}'’]*/gu;
/** A capitalised word, possibly joined to the next by small title words: 'Pride and Prejudice', 'New York'. */
const CAPITALISED_RUN = /\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:of|the|and|in|on|a|an|for|to|de|la|van|von)\s+)*\p{Lu}[\p{L}'’-]*)*/gu;

export function protectedSpans(sentence: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of [...QUOTED, SLASHED, LOAN_PHRASES, STRETCHED]) {
    for (const m of sentence.matchAll(pattern)) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  const firstWord = /^\W*/.exec(sentence)![0].length;
  for (const m of sentence.matchAll(CAPITALISED_RUN)) {
    let start = m.index;
    let text = m[0];
    // The sentence's first word is capitalised anyway, and 'I' is not a name.
    if (start === firstWord) {
      const rest = /^\S+\s*/.exec(text)![0];
      start += rest.length;
      text = text.slice(rest.length);
    }
    if (text === '' || /^I(?:'[a-z]+)?$/.test(text)) continue;
    spans.push({ start, end: start + text.length });
  }
  return spans;
}

export function touchesAny(edit: Span, spans: readonly Span[]): boolean {
  return spans.some((s) => (edit.start < s.end && s.start < edit.end) || (edit.start === edit.end && edit.start > s.start && edit.start < s.end));
}
