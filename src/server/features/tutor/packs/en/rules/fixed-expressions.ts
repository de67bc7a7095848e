/**
 * Set phrases learners build word by word from their own language: 'in the other hand' -> 'on the other
 * hand', 'in nowadays' -> 'nowadays', 'on my opinion' -> 'in my opinion', 'in the same time' -> 'at the
 * same time'. Each wrong form is never English in that meaning; 'in the other hand' as a hand ('a coin in
 * the other hand') is left when 'hand' is not followed by a comma or the sentence's end.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

type Expression = { wrong: readonly string[]; right: string; onlyAsLinker?: boolean };

const EXPRESSIONS: readonly Expression[] = [
  { wrong: ['in', 'the', 'other', 'hand'], right: 'on the other hand', onlyAsLinker: true },
  { wrong: ['in', 'other', 'hand'], right: 'on the other hand' },
  { wrong: ['by', 'other', 'hand'], right: 'on the other hand' },
  { wrong: ['by', 'the', 'other', 'hand'], right: 'on the other hand', onlyAsLinker: true },
  { wrong: ['in', 'nowadays'], right: 'nowadays' },
  { wrong: ['at', 'nowadays'], right: 'nowadays' },
  { wrong: ['on', 'my', 'opinion'], right: 'in my opinion' },
  { wrong: ['in', 'the', 'same', 'time'], right: 'at the same time', onlyAsLinker: true },
];

export const fixedExpressions: GrammarRule = {
  id: 'fixed-expressions',
  family: 'fixed-expressions',
  explanation: describeFamily('fixed-expressions'),
  examples: [
    { text: 'In the other hand, cars are expensive.', better: 'On the other hand, cars are expensive.' },
    { text: 'In other hand, the bus is cheaper.', better: 'On the other hand, the bus is cheaper.' },
    { text: 'By the other hand, the rent is high.', better: 'On the other hand, the rent is high.' },
    { text: 'In nowadays, people use phones.', better: 'Nowadays, people use phones.' },
    { text: 'People work too much in nowadays.', better: 'People work too much nowadays.' },
    { text: 'On my opinion, it is wrong.', better: 'In my opinion, it is wrong.' },
    { text: 'I study and work in the same time.', better: 'I study and work at the same time.' },
  ],
  counterExamples: [
    'On the other hand, cars are expensive.',
    'He held a coin in the other hand and a key in this one.', // a hand
    'They arrived in the same time zone as us.',
    'In my opinion, it is right.',
    // Ordinary sentences that look like the error and are right.
    'On the other hand, the rent is cheap.',
    'In my opinion, the park is lovely.',
    'In the end, we took a taxi home.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      for (const { wrong, right, onlyAsLinker } of EXPRESSIONS) {
        const words = tokens.slice(i, i + wrong.length);
        if (words.length !== wrong.length || !wrong.every((w, k) => words[k]!.lower === w)) continue;
        if (words.slice(0, -1).some((w) => w.post !== ' ')) continue;
        // 'a coin in the other hand': the phrase links two ideas only before a comma or at the sentence's end.
        if (onlyAsLinker && tokens[i + wrong.length] && !/[,.;!?]/.test(words.at(-1)!.post)) continue;
        edits.push({ start: i, end: i + wrong.length, to: matchCase(t.text, right), ...because('fixed-expressions.set-phrase', { right }) });
      }
    });
    return edits;
  },
};
