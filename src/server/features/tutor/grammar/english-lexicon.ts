/**
 * The tags compromise's own English lexicon gives a word ('carlos': MaleName; 'their': Possessive), read from the one
 * place its world keeps them. The lexicon is keyed by lower-case words without accents; a word it does not know has none.
 */
import nlp from 'compromise';

const LEXICON = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, string | string[]> } } }).model.one.lexicon;

export function englishLexiconTags(word: string): readonly string[] {
  const tags = LEXICON[word.toLowerCase()];
  return tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];
}
