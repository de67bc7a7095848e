/**
 * A Portuguese word inside a Spanish sentence, as Portuguese speakers write Spanish ('Fui a la praia' -> 'playa', 'la
 * janela de mi cuarto' -> 'ventana', 'Ontem fui al cine' -> 'Ayer'): the Spanish word, from a list
 * (words/portuguese-and-italian-words.json, 'inSpanish'). The spelling family leaves these words to this one ('praia' is no
 * 'paria'), and the same for Italian ('mi nonna' -> 'abuela', 'inSpanishFromItalian'). A sentence wholly in Portuguese is the learner's other language and is not corrected at all (index.ts).
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import otherRomanceWords from '../words/portuguese-and-italian-words.json';
import { because, describeFamily } from '../because';

/** Italian words a learner puts inside Spanish ('mi nonna cocina...'), given in Spanish the same way ('abuela'), never respelt ('nona'). */
const ITALIAN_IN_SPANISH: Readonly<Record<string, string>> = otherRomanceWords.inSpanishFromItalian;
export const PORTUGUESE_IN_SPANISH: Readonly<Record<string, string>> = { ...otherRomanceWords.inSpanish, ...ITALIAN_IN_SPANISH };
/** Every word this family swaps, for the meaning check (index.ts): it changes the words on purpose. */
export const PORTUGUESE_SWAPPED_WORDS: readonly string[] = Object.entries(PORTUGUESE_IN_SPANISH).flat();

export const portugueseWords: GrammarRule = {
  id: 'portuguese-words',
  family: 'portuguese-words',
  explanation: describeFamily('es:portuguese-words'),
  examples: [
    { text: 'El domingo fuimos a la praia con los niños.', better: 'El domingo fuimos a la playa con los niños.' },
    { text: 'La janela de mi cuarto es muy grande.', better: 'La ventana de mi cuarto es muy grande.' },
    { text: 'Me gusta mucho el futebol.', better: 'Me gusta mucho el fútbol.' },
    { text: 'Mi nonna cocina la mejor pasta.', better: 'Mi abuela cocina la mejor pasta.' },
  ],
  counterExamples: ['El domingo fuimos a la playa con los niños.', 'Me gusta mucho el fútbol.', 'Vivo en una ciudad pequeña.'],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const spanish = PORTUGUESE_IN_SPANISH[t.lower];
      const reason = ITALIAN_IN_SPANISH[t.lower] ? 'es:portuguese-words.italian' : 'es:portuguese-words.word';
      if (spanish) edits.push({ start: i, end: i + 1, to: matchCase(t.text, spanish), ...because(reason, { word: t.lower, spanish }) });
    });
    return edits;
  },
};
