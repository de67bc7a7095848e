/**
 * 'informations' -> 'information', 'an advice' -> 'a piece of advice', 'many furniture' -> 'a lot of furniture',
 * also with describing words in between: 'an useful information' -> 'a useful piece of information',
 * 'a new furniture' -> 'new furniture'.
 */
import type { Token } from '../tag-sentence';
import { startsWithVowelSound } from './a-or-an';
import { matchCase, type Edit, type GrammarRule } from './grammar-rule';

export const UNCOUNTABLE = new Set(['information', 'advice', 'furniture', 'equipment', 'homework', 'luggage', 'baggage', 'knowledge', 'evidence', 'feedback', 'software', 'traffic', 'money', 'music', 'news', 'research', 'progress', 'housework', 'weather', 'accommodation', 'behaviour', 'behavior', 'vocabulary', 'grammar', 'rubbish', 'garbage', 'jewellery', 'jewelry', 'scenery']);
const PLURALS = new Map([...UNCOUNTABLE].filter((w) => w !== 'news').map((w) => [w.endsWith('s') ? `${w}es` : `${w}s`, w]));
const VERB_AFTER: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't" };
const WHY = "'{word}' is uncountable: it has no plural and no 'a' or 'an'.";

/** 'a little information', 'a lot more advice', 'a bit more money' are right: these words make 'a' a quantity. */
const QUANTITY_WORDS = new Set(['little', 'lot', 'bit', 'few', 'couple', 'tad']);

function uncountableAt(tokens: Token[], i: number): string | null {
  const word = tokens[i]?.lower ?? '';
  return UNCOUNTABLE.has(word) ? word : PLURALS.get(word) ?? null;
}

const isArticle = (t: Token | undefined): boolean =>
  !!t && ((['a', 'an'].includes(t.lower) && t.tags.has('Determiner')) || (t.lower === 'one' && t.tags.has('Cardinal')));
const isDescribing = (t: Token): boolean => (t.tags.has('Adjective') || t.tags.has('Adverb')) && !t.tags.has('Determiner') && /^[\p{L}-]+$/u.test(t.text);

/**
 * Where the 'a', 'an' or 'one' in front of the noun at `i` is, with only describing words (compromise's
 * adjectives and adverbs) between them: 'an useful information', 'a very good advice'. -1 when there is none.
 */
function articleBefore(tokens: Token[], i: number): number {
  let j = i - 1;
  // 'an old, heavy furniture': a comma may stand between two describing words.
  while (j >= 0 && isDescribing(tokens[j]!) && (j === i - 1 ? !/[^\s]/.test(tokens[j]!.post) : /^,?\s*$/.test(tokens[j]!.post))) j--;
  const article = tokens[j];
  if (!isArticle(article) || /[^\s]/.test(article!.post)) return -1;
  // 'a little information', 'a lot more advice': a quantity, not an article on the noun.
  if (tokens.slice(j + 1, i).some((t) => QUANTITY_WORDS.has(t.lower))) return -1;
  return j;
}

export const uncountableNouns: GrammarRule = {
  family: 'uncountable-nouns',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const base = uncountableAt(tokens, i);
      if (!base) return;
      const why = WHY.replace('{word}', base);
      const before = tokens[i - 1];
      const isPlural = t.lower !== base;
      if (isPlural && t.tags.has('Verb') && !t.tags.has('Noun')) return; // 'it progresses'
      const next = tokens[i + 1];
      // 'a music teacher', 'a new software update': the word describes the noun after it.
      const describesNext = !isPlural && !!next && next.tags.has('Noun') && !next.tags.has('Pronoun') && !next.tags.has('Date') && !/[^\s]/.test(t.post);
      // 'a good knowledge of English' is right.
      const isKnowledgeOf = base === 'knowledge' && next?.lower === 'of';
      const article = describesNext || isKnowledgeOf ? -1 : articleBefore(tokens, i);
      if (article !== -1) {
        const a = tokens[article]!;
        const byPiece = a.lower === 'one' || base === 'advice' || base === 'information';
        if (article === i - 1) {
          edits.push({ start: i - 1, end: i + 1, to: matchCase(a.text, byPiece ? `${a.lower === 'one' ? 'one' : 'a'} piece of ${base}` : `some ${base}`), why });
        } else if (byPiece) {
          // 'an useful information' -> 'a useful piece of information': the article goes with the word after it.
          const wanted = a.lower === 'one' ? 'one' : startsWithVowelSound(tokens[article + 1]!.text) ? 'an' : 'a';
          if (wanted !== a.lower) edits.push({ start: article, end: article + 1, to: matchCase(a.text, wanted), why });
          edits.push({ start: i, end: i + 1, to: `piece of ${base}`, why });
        } else {
          // 'a new furniture' -> 'new furniture', 'It was a really good news' -> 'It was really good news'.
          const first = tokens[article + 1]!;
          edits.push({ start: article, end: article + 2, to: matchCase(a.text, first.text), why });
          if (isPlural) edits.push({ start: i, end: i + 1, to: base, why });
        }
      } else if (before && ['many', 'few'].includes(before.lower)) {
        edits.push({ start: i - 1, end: i + 1, to: matchCase(before.text, before.lower === 'many' ? `a lot of ${base}` : `little ${base}`), why });
      } else if (before && ['these', 'those'].includes(before.lower) && isPlural) {
        edits.push({ start: i - 1, end: i + 1, to: matchCase(before.text, `${before.lower === 'these' ? 'this' : 'that'} ${base}`), why });
      } else if (isPlural) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, base), why });
      } else return;
      const verb = tokens[i + 1];
      if (verb && VERB_AFTER[verb.lower] && (isPlural || ['are', 'were'].includes(verb.lower))) edits.push({ start: i + 1, end: i + 2, to: VERB_AFTER[verb.lower]!, why });
    });
    return edits;
  },
};
