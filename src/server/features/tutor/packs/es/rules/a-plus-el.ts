/** 'a el cine' -> 'al cine', 'de el profesor' -> 'del profesor' (but 'a él', the pronoun, stays). */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

export const aPlusEl: GrammarRule = {
  id: 'a-plus-el',
  family: 'a-el',
  explanation: describeFamily('es:a-plus-el'),
  examples: [
    { text: 'Vamos a el museo.', better: 'Vamos al museo.' },
    { text: 'Salgo de el trabajo a las cinco.', better: 'Salgo del trabajo a las cinco.' },
  ],
  counterExamples: [
    'Le di el libro a él.',
    'Voy al museo.',
    'Es de El Salvador.',
    // Ordinary sentences that look like the error and are right.
    'Vamos al parque el domingo.',
    'Vengo del mercado con fruta.',
    'Este regalo es para él.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (next?.text !== 'el' || !['a', 'de'].includes(t.lower)) return;
      const joined = t.lower === 'a' ? 'al' : 'del';
      edits.push({ start: i, end: i + 2, to: joined, ...because('es:a-plus-el.joined', { word: t.lower, joined }) });
    });
    return edits;
  },
};
