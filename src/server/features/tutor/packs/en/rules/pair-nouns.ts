/**
 * Clothes and tools of two parts are plural and never take 'a': 'a new jeans' -> 'new jeans' ('a pair of jeans' is
 * right), 'this trousers' -> 'these trousers'. Learners count them as one thing, as their languages do ('un jean'). The
 * nouns are words/pair-nouns.json.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import pairNounWords from '../words/pair-nouns.json';

export const PAIR_NOUNS: ReadonlySet<string> = new Set(pairNounWords.words);
const DESCRIBING = new Set(['new', 'old', 'black', 'blue', 'white', 'red', 'grey', 'gray', 'nice', 'cheap', 'expensive', 'good', 'short', 'long', 'big', 'small', 'tight', 'comfortable', 'beautiful', 'favourite', 'favorite', 'dark', 'green', 'brown']);
const THIS_THAT: Record<string, string> = { this: 'these', that: 'those' };

export const pairNouns: GrammarRule = {
  id: 'pair-nouns',
  family: 'pair-nouns',
  explanation: describeFamily('pair-nouns'),
  examples: [
    { text: 'I went to the mall and I bought a new jeans.', better: 'I went to the mall and I bought new jeans.' },
    { text: 'I need a glasses to read.', better: 'I need glasses to read.' },
    { text: 'This trousers are too long.', better: 'These trousers are too long.' },
    { text: 'Can I try that black jeans?', better: 'Can I try those black jeans?' },
  ],
  counterExamples: [
    'I bought a pair of jeans.',
    'I bought new jeans.',
    'These trousers are too long.',
    'She drank a glass of water.',
    'He wore a jeans jacket.',
    // Ordinary sentences that look like the error and are right.
    'I need new glasses.',
    'Where are my headphones?',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      let at = i + 1;
      while (DESCRIBING.has(tokens[at]?.lower ?? '')) at++;
      const noun = tokens[at];
      if (!noun || !PAIR_NOUNS.has(noun.lower) || tokens.slice(i, at).some((x) => /\S/.test(x.post))) return;
      // 'a jeans jacket': the pair noun describes the next one.
      const after = tokens[at + 1];
      if (after && !/[,;:.!?]/.test(noun.post) && /^(?:jacket|shop|store|pocket|case|size|brand)s?$/.test(after.lower)) return;
      if (t.lower === 'a' || t.lower === 'an') edits.push({ start: i, end: i + 1, to: '', ...because('pair-nouns.no-a', { noun: noun.lower }) });
      else if (THIS_THAT[t.lower]) edits.push({ start: i, end: i + 1, to: matchCase(t.text, THIS_THAT[t.lower]!), ...because('pair-nouns.plural', { noun: noun.lower }) });
    });
    return edits;
  },
};
