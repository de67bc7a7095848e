/**
 * Some adjectives lose their last letters before a singular masculine noun: 'un bueno amigo' -> 'un buen amigo', 'el
 * tercero piso' -> 'el tercer piso', 'el primero día' -> 'el primer día', 'un malo día' -> 'un mal día', 'algún', 'ningún';
 * and 'grande' before any singular noun: 'una grande ciudad' -> 'una gran ciudad'. After the noun, or standing alone,
 * they keep their whole form ('un amigo bueno', 'el piso tercero', 'es el primero').
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import nounsAfterShortForms from '../words/nouns-after-short-forms.json';
import { because, describeFamily } from '../because';

/** The whole form and its short form before a singular masculine noun. */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  bueno: 'buen', malo: 'mal', primero: 'primer', tercero: 'tercer', alguno: 'algún', ninguno: 'ningún', uno: 'un', postrero: 'postrer',
};
/** Words before the adjective that open its noun phrase. */
const MASCULINE_OPENERS = new Set(['un', 'el', 'este', 'ese', 'aquel', 'mi', 'tu', 'su', 'nuestro', 'vuestro', 'del', 'al', 'otro', 'cada']);
/** 'una grande ciudad': 'grande' only after 'un' or 'una' ('la grande' is 'the big one', often before an adjective: 'la grande negra'). */
const GRANDE_OPENERS = new Set(['un', 'una']);
/** The nouns the short forms are given before (words/nouns-after-short-forms.json): after any other word the adjective may stand alone. */
const MASCULINE_NOUNS = new Set<string>(nounsAfterShortForms.masculine);
const NOUNS_AFTER_GRANDE = new Set<string>(nounsAfterShortForms.afterGrande);

export const shortFormBeforeNoun: GrammarRule = {
  id: 'short-form-before-noun',
  family: 'short-form-before-noun',
  explanation: describeFamily('es:short-form-before-noun'),
  examples: [
    { text: 'Carlos es un bueno amigo.', better: 'Carlos es un buen amigo.' },
    { text: 'La habitación está en el tercero piso.', better: 'La habitación está en el tercer piso.' },
    { text: 'El primero día fue difícil.', better: 'El primer día fue difícil.' },
    { text: 'Ayer tuve un malo día.', better: 'Ayer tuve un mal día.' },
    { text: 'No tengo ninguno problema.', better: 'No tengo ningún problema.' },
    { text: 'Madrid es una grande ciudad.', better: 'Madrid es una gran ciudad.' },
  ],
  counterExamples: [
    'Carlos es un amigo bueno.',
    'Es el primero de la clase.',
    'Fui el primero en llegar.',
    'Es una buena amiga.',
    'Vivo en el tercero.',
    'Es bueno y barato.',
    'Uno de mis amigos vive aquí.',
    'Tengo unos buenos amigos.',
    'Bueno, mañana te llamo.',
    'Mi casa es grande.',
    'Es un perro grande y bonito.',
    '¿Tienes alguno?',
    // The adjective standing alone before another word, or 'grande' meant after its noun.
    'El primero no me gustó.',
    'Ninguno lo sabe.',
    'Mi hermano es muy bueno conmigo.',
    'Prefiero la grande porque es más bonita.',
    'Me llevo la grande negra.',
    'El primero vino a las ocho.',
    'Tengo un grande perro.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const short = t.lower === 'grande' ? 'gran' : SHORT_FORMS[t.lower];
      if (!short || t.lower === 'uno' || /\S/.test(t.post)) return;
      const before = tokens[i - 1];
      const next = tokens[i + 1];
      if (!next) return;
      // 'algún', 'ningún' open the phrase themselves ('No tengo ninguno problema'); the others follow an article or a possessive.
      const isDeterminer = t.lower === 'alguno' || t.lower === 'ninguno';
      const openers = t.lower === 'grande' ? GRANDE_OPENERS : MASCULINE_OPENERS;
      if (!isDeterminer && (!before || !openers.has(before.lower) || /[,;:.!?]/.test(before.post))) return;
      if (!(t.lower === 'grande' ? NOUNS_AFTER_GRANDE : MASCULINE_NOUNS).has(next.lower)) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, short), ...because('es:short-form-before-noun.short', { word: t.lower, short }) });
    });
    return edits;
  },
};
