/** 'She might able to help' -> 'She might be able to help': 'able' is an adjective, so after a modal or 'to' it needs 'be'. */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** 'can able to' is left: it may mean 'can' or 'will be able to'. */
const NEEDS_BE_BEFORE_ABLE = new Set(['will', 'would', 'should', 'must', 'might', 'may', "won't", "wouldn't", "shouldn't", 'to']);

export const beAbleTo: GrammarRule = {
  id: 'be-able-to',
  family: 'be-able-to',
  explanation: describeFamily('be-able-to'),
  examples: [
    { text: 'Next year I will able to drive.', better: 'Next year I will be able to drive.' },
    { text: 'You should not able to enter.', better: 'You should not be able to enter.' },
    { text: 'I want to able to speak French.', better: 'I want to be able to speak French.' },
  ],
  counterExamples: [
    'Next year I will be able to drive.',
    'She is able to swim.',
    'I can able to help you.', // 'can' or 'will be able to'?
    'An able student finds a way.',
    // Ordinary sentences that look like the error and are right.
    'Next month she will be able to drive.',
    'She was able to finish early.',
    'We might be able to come next week.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'able' || tokens[i + 1]?.lower !== 'to') return;
      const before = tokens[i - 1]?.lower === 'not' ? tokens[i - 2] : tokens[i - 1];
      if (!before || !NEEDS_BE_BEFORE_ABLE.has(before.lower)) return;
      edits.push({ start: i, end: i, to: 'be', ...because('be-able-to.needs-be', { word: before.lower }) });
    });
    return edits;
  },
};
