/**
 * Accents that tell two real words apart, read from the context:
 * 'Ella esta cansada' -> 'está' (before an adjective, a gerund, 'en', 'muy', 'bien' or the end of the clause);
 * 'el tiene' / 'tu tienes' -> 'él' / 'tú' (before a verb that is no noun); 'para mi.' -> 'para mí';
 * 'mas' -> 'más'; 'dieciocho anos' -> 'años'; 'Ayer hable con ella' -> 'hablé' (a past time, 1st or 3rd person).
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon, type SpanishLexicon } from '../spanish-lexicon';
import { gendered } from '../spanish-words';
import { because, describeFamily } from '../because';

const ESTAR: Record<string, string> = { esta: 'está', estas: 'estás', estan: 'están' };
const AFTER_ESTAR = new Set(['en', 'muy', 'bien', 'mal', 'aquí', 'allí', 'allá', 'cerca', 'lejos', 'listo', 'lista', 'bastante', 'un', 'tan', 'más', 'siempre', 'todavía', 'ya', 'feliz', 'triste', 'enfermo', 'enferma', 'contento', 'contenta', 'emocionado', 'emocionada']);
const PREPOSITIONS_FOR_MI = new Set(['para', 'a', 'de', 'por', 'sin', 'sobre', 'en', 'contra', 'hacia']);
const PAST_MARKERS = /\b(ayer|anoche|anteayer|pasad[oa]s?|hace\s+\p{L}+\s+(años|días|meses|semanas)|en\s+(19|20)\d\d|una vez|primera vez|luego|después)\b/iu;
const SUBJUNCTIVE_CUES = new Set(['que', 'ojalá', 'quizás', 'cuando', 'si', 'aunque']);
const accentReason = (word: string) => because('es:written-accents.accent', { word });

const capitalizedLike = (original: string, word: string) => (/^\p{Lu}/u.test(original) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** A conjugated verb and nothing else ('tiene', 'fue'; not 'trabajo', which is also a noun). */
/** Forms of ser, ir, estar and haber the dictionary lists as plain words. */
const IRREGULAR_FINITE = new Set('es son era eran fue fueron está están estaba estaban estuvo ha han había habían va van iba iban'.split(' '));

function isOnlyVerb(word: string, lexicon: SpanishLexicon): boolean {
  if (IRREGULAR_FINITE.has(word)) return true;
  if (lexicon.infinitivesOf(word).length === 0 || /(ar|er|ir)$/.test(word)) return false;
  // Any reading that is no verb ('deporte': de + porte) makes it a noun as well.
  if (lexicon.analyses(word).some((a) => !/(ar|er|ir)$/.test(a.stem))) return false;
  return !lexicon.analyses(word).some((a) => (a.via.length === 0 && a.flags.includes('S')) || a.via.some((v) => v.flag === 'S' || v.flag === 'G'));
}

/** A preterite 'hablé' / 'habló' whose accent was left off ('hable', 'hablo'), when the sentence is in the past. */
function preteriteAccent(tokens: readonly Token[], i: number, lexicon: SpanishLexicon, isPast: boolean): string | null {
  const t = tokens[i]!;
  if (!isPast || !/[^aeiou][eo]$/.test(t.lower) || SUBJUNCTIVE_CUES.has(tokens[i - 1]?.lower ?? '') || !isOnlyVerb(t.lower, lexicon)) return null;
  // Not a word of its own ('adelante', 'deporte', 'entre'), nor a name ('Time'): only a form of a verb.
  if (lexicon.hasEntry(t.lower) || lexicon.analyses(t.lower).some((a) => !/(ar|er|ir)$/.test(a.stem)) || (i > 0 && /^\p{Lu}/u.test(t.text))) return null;
  const accented = t.lower.slice(0, -1) + (t.lower.endsWith('e') ? 'é' : 'ó');
  const infinitives = lexicon.infinitivesOf(accented);
  // Every verb it can be a form of is one in -ar ('vende' is 'vender' as well as 'vendar': left alone).
  const plainInfinitives = lexicon.infinitivesOf(t.lower);
  if (!infinitives.some((inf) => inf.endsWith('ar')) || !plainInfinitives.some((inf) => infinitives.includes(inf)) || !plainInfinitives.every((inf) => inf.endsWith('ar'))) return null;
  // A command or a wish ('no eche sal', 'que se quede') is no past.
  if (/^(no|que)$/.test(tokens[i - 1]?.lower ?? '') || /^(no|que)$/.test(tokens[i - 2]?.lower ?? '')) return null;
  // 'hablo' (present, 1st person) with 'yo' or a noun before it is a present: only after a 3rd-person subject or a clitic.
  if (t.lower.endsWith('o')) {
    const before = tokens[i - 1]?.lower ?? '';
    if (!/^(se|le|lo|la|les|los|las|él|ella|usted)$/.test(before)) return null;
  }
  return accented;
}

export const writtenAccents: GrammarRule = {
  id: 'written-accents',
  family: 'written-accents',
  explanation: describeFamily('es:written-accents'),
  examples: [
    { text: 'Mi madre esta cansada hoy.', better: 'Mi madre está cansada hoy.' },
    { text: 'Mi hermano esta en Chile.', better: 'Mi hermano está en Chile.' },
    { text: 'Ahora esta trabajando mucho.', better: 'Ahora está trabajando mucho.' },
    { text: '¿Cómo estas?', better: '¿Cómo estás?' },
    { text: 'Creo que el tiene dos perros.', better: 'Creo que él tiene dos perros.' },
    { text: 'Jugaba al fútbol cuando el era niño.', better: 'Jugaba al fútbol cuando él era niño.' },
    { text: '¿Tu vives en Madrid?', better: '¿Tú vives en Madrid?' },
    { text: 'Este regalo es para mi.', better: 'Este regalo es para mí.' },
    { text: 'Quiero aprender mas palabras.', better: 'Quiero aprender más palabras.' },
    { text: 'Mi prima tiene veinte anos.', better: 'Mi prima tiene veinte años.' },
    { text: 'Ayer hable con mi abuela.', better: 'Ayer hablé con mi abuela.' },
    { text: 'El año pasado se lastimo la rodilla.', better: 'El año pasado se lastimó la rodilla.' },
  ],
  counterExamples: [
    'Esta casa es muy grande.',
    'Me gusta esta ciudad.',
    'El trabajo de mi madre es difícil.',
    'Tu casa es bonita.',
    'Es el libro de mi hermano.',
    'Quiero que hable con ella.',
    'Hablo español con mi familia.',
    'Mi perro se llama Toby.',
    'Estas flores son para mi madre.',
    'El almuerzo fue muy rico.',
    // Ordinary sentences that look like the error and are right.
    'Él está en casa ahora.',
    'Esta camisa es para mi hermano.',
    'Tu perro es muy bonito.',
    'La cena consistía en pescado.',
    // Words of their own, a verb in -er too, a command and a name: no past tense is missing its accent.
    'Ayer seguimos adelante con el plan.',
    'El año pasado hice mucho deporte.',
    'Ayer ella no vende nada en el mercado.',
    'Ayer me dijo que no eche sal a la sopa.',
    'La semana pasada leí la revista Time.',
    'Me gusta mucho el deporte.',
    'Había dos camisas y he elegido esta.',
    'La canción que más me gusta es esta.',
    'Mi casa era esta.',
    'En el 2015 ganó su primer premio.',
  ],
  find({ tokens, text }) {
    const lexicon = spanishLexicon();
    if (!lexicon) return [];
    const edits: Edit[] = [];
    const hasOtherPreterite = tokens.some((t) => /(é|ó|aron|ieron|aste|iste)$/.test(t.lower) && lexicon.infinitivesOf(t.lower).length > 0);
    const isPast = PAST_MARKERS.test(text) || hasOtherPreterite;
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      const endsClause = !next || /[,;:.!?]/.test(t.post);
      const push = (word: string) => edits.push({ start: i, end: i + 1, to: capitalizedLike(t.text, word), ...accentReason(word) });
      if (ESTAR[t.lower]) {
        const n = next?.lower ?? '';
        const isGerund = /(ando|iendo|yendo)$/.test(n);
        const isStateAdjective = !!next && gendered(n) !== null && !lexicon.analyses(n).some((a) => a.via.length === 0 && a.flags.includes('S') && !a.flags.includes('G'));
        // At the end of a clause after a verb it is the demonstrative ('he elegido esta.', 'prefiero esta', 'la
        // que más me gusta es esta').
        const afterVerb = i > 0 && (IRREGULAR_FINITE.has(tokens[i - 1]!.lower) || lexicon.analyses(tokens[i - 1]!.lower).some((a) => /(ar|er|ir)$/.test(a.stem)));
        if ((endsClause && !afterVerb) || isGerund || AFTER_ESTAR.has(n) || isStateAdjective) push(ESTAR[t.lower]!);
        return;
      }
      // 'él' takes a 3rd-person verb, 'tú' a 2nd-person one ('el desayuno' is a noun, however it could be read).
      const personFits = t.lower === 'el' ? /[aeó]n?$/.test(next?.lower ?? '') : /s$/.test(next?.lower ?? '');
      if ((t.lower === 'el' || t.lower === 'tu') && next && !endsClause && !/\d/.test(t.post) && personFits && isOnlyVerb(next.lower, lexicon) && /^\p{Ll}/u.test(next.text)) {
        push(t.lower === 'el' ? 'él' : 'tú');
        return;
      }
      if (t.lower === 'mi' && PREPOSITIONS_FOR_MI.has(tokens[i - 1]?.lower ?? '') && endsClause) push('mí');
      else if (t.lower === 'mas' && !(tokens[i - 1] && /,/.test(tokens[i - 1]!.post))) push('más');
      else if (t.lower === 'ano' || t.lower === 'anos') push(t.lower === 'ano' ? 'año' : 'años');
      else {
        // A past tense's accent is a family of its own ('written-accents-preterite'), measured apart.
        const preterite = preteriteAccent(tokens, i, lexicon, isPast);
        if (preterite) edits.push({ start: i, end: i + 1, to: capitalizedLike(t.text, preterite), ...accentReason(preterite), rule: 'written-accents-preterite' });
      }
    });
    return edits;
  },
};
