/**
 * Where someone comes from takes 'ser': 'Estoy de Canadá' -> 'Soy de Canadá', 'Mis abuelos están de Sevilla' ->
 * 'son'. Only a form of 'estar' right before 'de' (or 'del') and a place: a capitalised word that is no common word
 * ('Canadá', 'Toledo'; not 'Navidad'), or a name of the pack's lists in any case ('estoy de francia'), perhaps
 * after its article ('de la India'). 'Estar de' + anything else is an idiom or a role
 * for now ('de vacaciones', 'de acuerdo', 'de camarero', 'de viaje en Canadá', 'de paso por Madrid'), and
 * 'de Madrid a Sevilla' or 'de Madrid hasta las narices' is no origin.
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import originPlacesWords from '../words/origin-places.json';
import placeNamesInEnglish from '../words/place-names-in-english.json';
import { because, describeFamily } from '../because';
import { withoutAccentMarks } from '../../../../../lib/strip-accents';

const ESTAR_TO_SER: Readonly<Record<string, string>> = { estoy: 'soy', estás: 'eres', está: 'es', estamos: 'somos', estáis: 'sois', están: 'son' };
const ARTICLES = new Set(['el', 'la', 'los', 'las']);
/** Places by their words, lower case and without accents: 'canada', 'estados unidos'. */
const PLACES = new Set([...originPlacesWords.names, ...Object.keys(placeNamesInEnglish)].map((name) => withoutAccentMarks(name.toLowerCase())));
const LONGEST_PLACE = Math.max(...[...PLACES].map((name) => name.split(' ').length));
/** Capitalised words after 'estar de' that name no place: an exchange programme ('Estoy de Erasmus en Italia'), 'au pair'. */
const NOT_PLACES = new Set(['erasmus', 'au']);
/** After the place, a range or an idiom: 'de Madrid a Sevilla', 'de Madrid hasta las narices'. */
const NOT_ORIGIN_AFTER = new Set(['a', 'al', 'hasta', 'en']);

/** The number of tokens of a place starting at `at`; 0 when there is none. */
function placeLength(tokens: readonly Token[], at: number): number {
  const first = tokens[at];
  if (!first) return 0;
  for (let n = Math.min(LONGEST_PLACE, tokens.length - at); n >= 1; n--) {
    const words = tokens.slice(at, at + n);
    if (words.slice(0, -1).some((w) => w.post !== ' ')) continue;
    if (PLACES.has(withoutAccentMarks(words.map((w) => w.lower).join(' ')))) return n;
  }
  // A capitalised word that is no common word: a name ('Toledo', 'Ohio'), not 'Navidad'.
  const lexicon = spanishLexicon();
  const isCommonWord = lexicon ? lexicon.isWord(first.lower) : true;
  return /^\p{Lu}\p{Ll}/u.test(first.text) && !isCommonWord && !NOT_PLACES.has(first.lower) ? 1 : 0;
}

export const serForOrigin: GrammarRule = {
  id: 'ser-for-origin',
  family: 'ser-estar',
  explanation: describeFamily('es:ser-for-origin'),
  examples: [
    { text: 'Estoy de Canadá.', better: 'Soy de Canadá.' },
    { text: 'Mi novia está de México.', better: 'Mi novia es de México.' },
    { text: '¿Tú estás de Colombia?', better: '¿Tú eres de Colombia?' },
    { text: 'Nosotros estamos de los Estados Unidos.', better: 'Nosotros somos de los Estados Unidos.' },
    { text: 'Mis abuelos están de Sevilla.', better: 'Mis abuelos son de Sevilla.' },
    { text: 'Hola, me llamo Tom y estoy de Inglaterra.', better: 'Hola, me llamo Tom y soy de Inglaterra.' },
    { text: 'Mi amiga está de francia.', better: 'Mi amiga es de francia.' },
    { text: 'Mi profesor está de la India.', better: 'Mi profesor es de la India.' },
    { text: 'No estoy de Madrid, estoy de Toledo.', better: 'No soy de Madrid, soy de Toledo.' },
    { text: 'Mi compañero de piso está de Ohio.', better: 'Mi compañero de piso es de Ohio.' },
  ],
  counterExamples: [
    'Estoy de vacaciones.',
    'Estoy de acuerdo contigo.',
    'Estoy de camarero en un hotel.',
    'Estoy de viaje en Canadá.',
    'Estoy de vuelta en casa.',
    'Estoy de paso por Madrid.',
    'Estoy de mal humor.',
    'Estamos de camino de Madrid a Sevilla.',
    'Estoy de Madrid hasta las narices.',
    'Estoy de Erasmus en Italia.',
    'Soy de Canadá.',
    'Estoy lejos de Madrid.',
    'Estamos de Navidad en casa de mis abuelos.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const ser = ESTAR_TO_SER[t.lower];
      if (!ser || !['de', 'del'].includes(tokens[i + 1]?.lower ?? '') || /[^\s]/.test(t.post) || /[^\s]/.test(tokens[i + 1]!.post)) return;
      let at = i + 2;
      if (tokens[i + 1]!.lower === 'de' && ARTICLES.has(tokens[at]?.lower ?? '') && !/[^\s]/.test(tokens[at]!.post)) at++;
      const length = placeLength(tokens, at);
      if (length === 0) return;
      const after = tokens[at + length];
      if (after && NOT_ORIGIN_AFTER.has(after.lower) && !/[,;:.!?]/.test(tokens[at + length - 1]!.post)) return;
      edits.push({ start: i, end: i + 1, to: ser, ...because('es:ser-for-origin.origin') });
    });
    return edits;
  },
};
