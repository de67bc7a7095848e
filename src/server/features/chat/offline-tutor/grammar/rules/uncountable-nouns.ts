/** 'informations' -> 'information', 'an advice' -> 'a piece of advice', 'many furniture' -> 'a lot of furniture'. */
import type { Token } from '../tag-sentence';
import { matchCase, type Edit, type GrammarRule } from './grammar-rule';

export const UNCOUNTABLE = new Set(['information', 'advice', 'furniture', 'equipment', 'homework', 'luggage', 'baggage', 'knowledge', 'evidence', 'feedback', 'software', 'traffic', 'money', 'music', 'news', 'research', 'progress', 'housework', 'weather', 'accommodation', 'behaviour', 'behavior', 'vocabulary', 'grammar', 'rubbish', 'garbage', 'jewellery', 'jewelry', 'scenery']);
const PLURALS = new Map([...UNCOUNTABLE].filter((w) => w !== 'news').map((w) => [w.endsWith('s') ? `${w}es` : `${w}s`, w]));
const VERB_AFTER: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't" };
const WHY = "'{word}' is uncountable: it has no plural and no 'a' or 'an'.";

function uncountableAt(tokens: Token[], i: number): string | null {
  const word = tokens[i]?.lower ?? '';
  return UNCOUNTABLE.has(word) ? word : PLURALS.get(word) ?? null;
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
      if (before && ['a', 'an'].includes(before.lower)) {
        edits.push({ start: i - 1, end: i + 1, to: matchCase(before.text, base === 'advice' || base === 'information' ? `a piece of ${base}` : `some ${base}`), why });
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
