/**
 * 'abroad', 'home', 'downtown', 'overseas', 'upstairs' and 'downstairs' are adverbs of place: after a verb of moving or
 * being they take no 'to' or 'in' ('we hope to live in abroad' -> 'live abroad', 'I went to home' -> 'went home').
 * 'at home' is right, and so is 'to home' before another noun ('the road to home' is rare and left), so 'home' is
 * read only after a verb of going.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const ANYWHERE = new Set(['abroad', 'overseas', 'downtown', 'upstairs', 'downstairs']);
const GOING = /^(?:go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|arrive|arrived|arrives|arriving|return|returned|returns|returning|drive|drove|driving|walk|walked|walking|run|ran|hurry|hurried|travel|travelled|traveled|travelling|traveling|move|moved|moving)$/;

export const noPrepositionBefore: GrammarRule = {
  id: 'no-preposition-before',
  family: 'no-preposition-before',
  explanation: describeFamily('no-preposition-before'),
  examples: [
    { text: 'I would like to live in abroad.', better: 'I would like to live abroad.' },
    { text: 'She wants to study to abroad next year.', better: 'She wants to study abroad next year.' },
    { text: 'After work I went to home.', better: 'After work I went home.' },
    { text: 'We arrived to home very late.', better: 'We arrived home very late.' },
    { text: 'Let us go to downtown.', better: 'Let us go downtown.' },
  ],
  counterExamples: [
    'I stayed at home all day.',
    'I would like to live abroad.',
    'She works in a home for old people.',
    'The way to home was long.',
    'He came back from abroad last week.',
    // Ordinary sentences that look like the error and are right.
    'I went home early.',
    'They moved to a new home.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (!next || /\S/.test(t.post) || !['in', 'to', 'at'].includes(t.lower)) return;
      const isAnywhere = ANYWHERE.has(next.lower) && t.lower !== 'at';
      const isHome = next.lower === 'home' && t.lower === 'to' && GOING.test(tokens[i - 1]?.lower ?? '');
      if (!isAnywhere && !isHome) return;
      edits.push({ start: i, end: i + 1, to: '', ...because('no-preposition-before.adverb', { place: next.lower }) });
    });
    return edits;
  },
};
