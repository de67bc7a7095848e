/** 'a el cine' -> 'al cine', 'de el profesor' -> 'del profesor' (but 'a él', the pronoun, stays). */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';

export const aPlusEl: GrammarRule = {
  family: 'a-el',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (next?.text !== 'el' || !['a', 'de'].includes(t.lower)) return;
      const joined = t.lower === 'a' ? 'al' : 'del';
      edits.push({ start: i, end: i + 2, to: joined, why: `'${t.lower} + el' se dice '${joined}'. We always join them: '${joined}'.` });
    });
    return edits;
  },
};
