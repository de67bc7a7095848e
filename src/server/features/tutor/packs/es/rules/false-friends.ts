/**
 * English words written in Spanish form where Spanish says something else (words/false-friends.json):
 * 'Estoy excitada por el viaje' -> 'emocionada'; 'Realicé que...' -> 'Me di cuenta de...'; 'Apliqué para un
 * trabajo' -> 'Solicité un trabajo'. Only in the shape that gives the false friend away: 'realizar un proyecto'
 * (to carry out) and 'aplicar crema' (to put on) are right and left.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import falseFriends from '../words/false-friends.json';
import { because, describeFamily } from '../because';

const EXCITED: Record<string, string> = falseFriends.excited;
const REALISE: Record<string, string> = falseFriends.realise;
const APPLY: Record<string, string> = falseFriends.apply;
const APPLIED_FOR = new Set(falseFriends.appliedFor);
/** Every word these swaps take out or put in, for the meaning check (index.ts): they change the words on purpose. */
export const FALSE_FRIEND_SWAPPED_WORDS: readonly string[] = [EXCITED, REALISE, APPLY].flatMap((swaps) => Object.entries(swaps).flat()).flatMap((words) => words.split(' ')).concat(['para', 'de']);
const ESTAR = /^(?:estoy|estás|está|estamos|estáis|están|estaba|estabas|estábamos|estaban|estuve|estuvo|estuvimos|estuvieron|estar|estaré|estará|estaremos|estarán)$/;
const DEGREE = new Set(['muy', 'tan', 'bastante', 'super', 'súper', 'realmente', 'un', 'poco', 'no', 'ya', 'también', 'todavía']);
const ARTICLES = new Set(['un', 'una', 'el', 'la', 'los', 'las', 'mi', 'este', 'esta', 'otro', 'otra', 'unos', 'unas', 'varios', 'varias', 'muchos', 'muchas']);


export const falseFriendsRule: GrammarRule = {
  id: 'false-friends',
  family: 'false-friends',
  explanation: describeFamily('es:false-friends'),
  examples: [
    { text: 'Estoy muy excitada por el viaje.', better: 'Estoy muy emocionada por el viaje.' },
    { text: 'Mis hijos están excitados porque mañana es Navidad.', better: 'Mis hijos están emocionados porque mañana es Navidad.' },
    { text: '¿Realizaste que el museo cierra los lunes?', better: '¿Te diste cuenta de que el museo cierra los lunes?' },
    { text: '¿Realizas que mañana es fiesta?', better: '¿Te das cuenta de que mañana es fiesta?' },
    { text: 'El mes pasado apliqué para un trabajo en Madrid.', better: 'El mes pasado solicité un trabajo en Madrid.' },
    { text: 'Quiero aplicar para una beca.', better: 'Quiero solicitar una beca.' },
  ],
  counterExamples: [
    'Estoy muy emocionada por el viaje.',
    'La empresa realizó un estudio del mercado.',
    'Realizamos el proyecto en dos meses.',
    'Me doy cuenta de todo.',
    'Hay que aplicar la crema dos veces al día.',
    'Aplicamos la regla a todos los casos.',
    'Los átomos excitados emiten luz.',
    // Ordinary sentences that look like the error and are right.
    'Solicité un trabajo en un banco.',
    'Realizó su sueño de viajar a Japón.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (EXCITED[t.lower]) {
        let at = i - 1;
        while (at >= 0 && DEGREE.has(tokens[at]!.lower)) at--;
        if (at >= 0 && ESTAR.test(tokens[at]!.lower)) edits.push({ start: i, end: i + 1, to: EXCITED[t.lower]!, ...because('es:false-friends.excited') });
      }
      const realised = REALISE[t.lower];
      if (realised && tokens[i + 1]?.lower === 'que' && !/[,;:.!?]/.test(t.post)) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, `${realised} de`), ...because('es:false-friends.realise') });
      }
      const applied = APPLY[t.lower];
      const noun = ARTICLES.has(tokens[i + 2]?.lower ?? '') ? tokens[i + 3] : tokens[i + 2];
      if (applied && tokens[i + 1]?.lower === 'para' && noun && APPLIED_FOR.has(noun.lower)) {
        edits.push({ start: i, end: i + 2, to: matchCase(t.text, applied), ...because('es:false-friends.apply') });
      }
    });
    return edits;
  },
};
