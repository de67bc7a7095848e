/**
 * Plurals that do not add -s ('our lifes' -> 'our lives', 'two mans' -> 'two men'): words/irregular-plurals.json. Only
 * after a word that counts or owns, since several are verbs too ('he mans the desk', 'she leafs through a book');
 * 'peoples' is left to people-not-peoples.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import irregularPlurals from '../words/irregular-plurals.json';
import { because, describeFamily } from '../because';

const PLURAL_OF: Readonly<Record<string, string>> = irregularPlurals.plurals;
const COUNTING = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'many', 'some', 'several', 'few', 'these', 'those', 'the', 'our', 'their', 'my', 'your', 'his', 'her', 'all', 'both', 'other', 'of', 'young', 'old', 'busy', 'own', 'whole', 'daily', 'new', 'sharp', 'green', 'small', 'big']);

export const irregularPluralsRule: GrammarRule = {
  id: 'irregular-plurals',
  family: 'irregular-plurals',
  explanation: describeFamily('irregular-plurals'),
  examples: [
    { text: 'Technology is very important in our lifes.', better: 'Technology is very important in our lives.' },
    { text: 'We need two knifes for the bread.', better: 'We need two knives for the bread.' },
    { text: 'There were many mans at the station.', better: 'There were many men at the station.' },
    { text: 'The leafs are falling.', better: 'The leaves are falling.' },
    { text: 'My foots hurt after the walk.', better: 'My feet hurt after the walk.' },
  ],
  counterExamples: [
    'He mans the front desk on Sundays.',
    'She leafs through a magazine.',
    'Our lives changed a lot.',
    'He wolfs down his lunch.',
    'The peoples of Europe are different.',
    // Ordinary sentences that look like the error and are right.
    'We need two knives.',
    'Many men came.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const plural = PLURAL_OF[t.lower];
      if (!plural || !COUNTING.has(tokens[i - 1]?.lower ?? '') || /[,;:]/.test(tokens[i - 1]!.post)) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, plural), ...because('irregular-plurals.plural', { plural }) });
    });
    return edits;
  },
};
