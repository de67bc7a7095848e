/**
 * English phrases said word for word in Spanish (words/english-phrase-calques.json): 'Tuve un buen tiempo en la fiesta'
 * -> 'Lo pasé bien en la fiesta' ('have a good time'), 'No hace sentido' -> 'No tiene sentido' ('make sense'). Only
 * where the phrase is whole: 'Hace buen tiempo' (the weather), 'Estuve un buen tiempo en Madrid' (a good while) and
 * 'Tuve un buen tiempo sin trabajo' (a good while too: what follows is not where or when) are right and left.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import calques from '../words/english-phrase-calques.json';
import { because, describeFamily } from '../because';

const GOOD_TIME: Record<string, string> = calques.goodTime;
const HOW: Record<string, string> = calques.how;
const MAKE_SENSE: Record<string, string> = calques.makeSense;
/** Every word these swaps take out or put in, for the meaning check (index.ts): they change the words on purpose. */
export const CALQUE_SWAPPED_WORDS: readonly string[] = [GOOD_TIME, HOW, MAKE_SENSE].flatMap((swaps) => Object.entries(swaps).flat()).flatMap((words) => words.split(' ')).concat(['un', 'tiempo', 'sentido']);
/** After 'lo pasé bien': where or when it was, with whom, or nothing; 'un buen tiempo sin trabajo' is a while. */
const WHERE_OR_WHEN = new Set(['en', 'con', 'ayer', 'anoche', 'hoy', 'allí', 'allá', 'aquí', 'juntos', 'juntas', 'el', 'este', 'esta', 'durante', 'y', 'pero', 'porque', 'cuando', 'de', 'todos', 'todas']);

export const englishPhraseCalques: GrammarRule = {
  id: 'english-phrase-calques',
  family: 'english-phrase-calques',
  explanation: describeFamily('es:english-phrase-calques'),
  examples: [
    { text: 'Tuve un buen tiempo en la fiesta.', better: 'Lo pasé bien en la fiesta.' },
    { text: 'Tuvimos un gran tiempo en la playa.', better: 'Lo pasamos muy bien en la playa.' },
    { text: 'Mis amigos tuvieron un buen tiempo.', better: 'Mis amigos lo pasaron bien.' },
    { text: 'No hace sentido.', better: 'No tiene sentido.' },
    { text: 'Esa regla no hace sentido para mí.', better: 'Esa regla no tiene sentido para mí.' },
  ],
  counterExamples: [
    'Hoy hace buen tiempo.',
    'Estuve un buen tiempo en Madrid.',
    'Tuve un buen tiempo sin trabajo.',
    'Lo pasé muy bien en la fiesta.',
    'No tiene sentido.',
    'Hace un buen tiempo para ir a la playa.',
    // Ordinary sentences that look like the error and are right.
    'Tuvimos buen tiempo toda la semana.',
    'Eso hace que todo tenga sentido.',
    'Tengo poco tiempo libre.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const words = (from: number, n: number) => tokens.slice(from, from + n);
      const pasarlo = GOOD_TIME[t.lower];
      const [article, adjective, noun] = words(i + 1, 3);
      if (pasarlo && article?.lower === 'un' && adjective && HOW[adjective.lower] && noun?.lower === 'tiempo' && words(i, 3).every((w) => !/\S/.test(w.post))) {
        const after = tokens[i + 4];
        if (after && !/[.,;:!?]/.test(noun.post) && !WHERE_OR_WHEN.has(after.lower)) return;
        edits.push({ start: i, end: i + 4, to: matchCase(t.text, `${pasarlo} ${HOW[adjective.lower]}`), ...because('es:english-phrase-calques.good-time') });
        return;
      }
      const tener = MAKE_SENSE[t.lower];
      if (tener && tokens[i + 1]?.lower === 'sentido' && !/\S/.test(t.post)) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, tener), ...because('es:english-phrase-calques.make-sense') });
      }
    });
    return edits;
  },
};
