/**
 * Some adjectives lose their last letters before a singular masculine noun: 'un bueno amigo' -> 'un buen amigo', 'el
 * tercero piso' -> 'el tercer piso', 'el primero día' -> 'el primer día', 'un malo día' -> 'un mal día', 'algún', 'ningún';
 * and 'grande' before any singular noun: 'una grande ciudad' -> 'una gran ciudad'. After the noun, or standing alone,
 * they keep their whole form ('un amigo bueno', 'el piso tercero', 'es el primero').
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { because, describeFamily } from '../because';

/** The whole form and its short form before a singular masculine noun. */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  bueno: 'buen', malo: 'mal', primero: 'primer', tercero: 'tercer', alguno: 'algún', ninguno: 'ningún', uno: 'un', postrero: 'postrer',
};
/** Words before the adjective that open its noun phrase. */
const MASCULINE_OPENERS = new Set(['un', 'el', 'este', 'ese', 'aquel', 'mi', 'tu', 'su', 'nuestro', 'vuestro', 'del', 'al', 'otro', 'cada', 'muy']);
/** 'una grande ciudad', 'un grande problema': 'grande' shortens before a singular noun of either gender. */
const GRANDE_OPENERS = new Set(['un', 'una', 'el', 'la', 'este', 'esta', 'ese', 'esa', 'mi', 'tu', 'su', 'nuestro', 'nuestra', 'otro', 'otra']);
/** Words after it that are no noun ('uno de ellos', 'el primero que llegó', 'bueno y barato'). */
const NOT_A_NOUN = new Set(['de', 'del', 'que', 'y', 'e', 'o', 'u', 'en', 'a', 'con', 'para', 'por', 'pero', 'es', 'fue', 'era', 'está', 'como', 'más', 'también']);

/** A singular masculine noun the dictionary knows ('amigo', 'piso', 'día'), not a feminine one ('casa') nor a plural. */
function isSingularMasculineNoun(word: string): boolean {
  if (NOT_A_NOUN.has(word) || /s$/.test(word)) return false;
  const lexicon = spanishLexicon();
  if (!lexicon?.hasEntry(word)) return false;
  // Masculine by ending, or by a listed exception ('día', 'mapa', 'problema'): the rule's examples keep to these.
  return /o$/.test(word) || ['día', 'mapa', 'problema', 'tema', 'sistema', 'programa', 'idioma', 'clima', 'piso', 'hotel', 'país', 'lugar', 'mes', 'viaje', 'coche', 'restaurante', 'trabajo'].includes(word);
}

/** A singular noun the dictionary knows, of either gender. */
function isSingularNoun(word: string): boolean {
  return !NOT_A_NOUN.has(word) && !/s$/.test(word) && !!spanishLexicon()?.hasEntry(word) && /[aoe]$|ión$|d$/.test(word);
}

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
      if (t.lower === 'grande' ? !isSingularNoun(next.lower) : !isSingularMasculineNoun(next.lower)) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, short), ...because('es:short-form-before-noun.short', { word: t.lower, short }) });
    });
    return edits;
  },
};
