/**
 * 'y' becomes 'e' before a word that starts with the sound /i/ ('padre y hijo' -> 'padre e hijo', 'español y
 * inglés' -> 'español e inglés'), and 'o' becomes 'u' before the sound /o/ ('siete o ocho' -> 'siete u ocho').
 * Not before a diphthong ('agua y hielo', 'hierro'), nor at the start of a sentence ('Y Isabel...' is rare and stays).
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const STARTS_WITH_I = /^h?[ií](?![aeiouáéó])/;
const STARTS_WITH_O = /^h?[oó]/;

export const yBeforeI: GrammarRule = {
  id: 'y-before-i',
  family: 'y-before-i',
  explanation: describeFamily('es:y-before-i'),
  examples: [
    { text: 'Hablo francés y inglés en casa.', better: 'Hablo francés e inglés en casa.' },
    { text: 'Mi padre y hijo juegan al tenis.', better: 'Mi padre e hijo juegan al tenis.' },
    { text: 'Tengo siete o ocho primos.', better: 'Tengo siete u ocho primos.' },
    { text: 'Es una ciudad bonita y interesante.', better: 'Es una ciudad bonita e interesante.' },
  ],
  counterExamples: [
    'Quiero agua y hielo.',
    'Compré pan y leche.',
    'Y Irene vino también.',
    'Madre e hija cantan bien.',
    'Vino mi tía, y Olga también.',
    // Ordinary sentences that look like the error and are right.
    'Padre e hijo trabajan juntos.',
    'Compré manzanas y peras.',
    'Estudio francés e inglés.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      // Between two words of one phrase: no punctuation around the conjunction, and not the first word.
      if (i === 0 || !next || /[^\s]/.test(t.post) || /[,;:.!?]/.test(tokens[i - 1]!.post)) return;
      // A word written in capitals or a digit-like token is read letter by letter: left alone.
      if (/^\p{Lu}{2,}/u.test(next.text)) return;
      if (t.text === 'y' && STARTS_WITH_I.test(next.lower)) edits.push({ start: i, end: i + 1, to: 'e', ...because('es:y-before-i.e') });
      if (t.text === 'o' && STARTS_WITH_O.test(next.lower)) edits.push({ start: i, end: i + 1, to: 'u', ...because('es:y-before-i.u') });
    });
    return edits;
  },
};
