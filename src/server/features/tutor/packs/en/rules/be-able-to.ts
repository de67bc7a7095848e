/** 'She might able to help' -> 'She might be able to help': 'able' is an adjective, so after a modal or 'to' it needs 'be'. */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';

/** 'can able to' is left: it may mean 'can' or 'will be able to'. */
const NEEDS_BE_BEFORE_ABLE = new Set(['will', 'would', 'should', 'must', 'might', 'may', "won't", "wouldn't", "shouldn't", 'to']);

export const beAbleTo: GrammarRule = {
  family: 'be-able-to',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'able' || tokens[i + 1]?.lower !== 'to') return;
      const before = tokens[i - 1]?.lower === 'not' ? tokens[i - 2] : tokens[i - 1];
      if (!before || !NEEDS_BE_BEFORE_ABLE.has(before.lower)) return;
      edits.push({ start: i, end: i, to: 'be', why: `'able' needs 'be' after '${before.lower}': '${before.lower} be able to'.` });
    });
    return edits;
  },
};
