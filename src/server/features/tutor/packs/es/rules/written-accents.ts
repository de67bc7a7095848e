/**
 * Accents that tell two real words apart, read from the context:
 * 'Ella esta cansada' -> 'está' (before an adjective, a gerund, 'en', 'muy', 'bien' or the end of the clause);
 * 'el tiene' / 'tu tienes' -> 'él' / 'tú' (before a verb that is no noun); 'para mi.' -> 'para mí';
 * 'mas' -> 'más'; 'dieciocho anos' -> 'años'; 'Ayer hable con ella' -> 'hablé' (a past time, 1st or 3rd person);
 * 'no se si' -> 'sé', 'el medico' -> 'médico', 'habla ingles' -> 'inglés' (accents-from-neighbours.ts).
 */
import type { Token } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon, type SpanishLexicon } from '../spanish-lexicon';
import { gendered, STATES } from '../spanish-words';
import { traitTakesSer } from './ser-or-estar';
import afterEstarWords from '../words/after-estar.json';
import { because, describeFamily } from '../because';
import { knowNotPronoun, listedAccent, nounAfterDeterminer } from '../accents-from-neighbours';
import { respell } from './spelling';

const ESTAR: Record<string, string> = { esta: 'está', estas: 'estás', estan: 'están' };
/**
 * Words that after a plain 'esta' make it the verb ('esta en', 'esta muy', 'esta fría'), besides the states of
 * spanish-words.ts in any gender and number ('esta cansada'): words/after-estar.json.
 */
const AFTER_ESTAR = new Set<string>(afterEstarWords);
const isStateWord = (word: string) => AFTER_ESTAR.has(word) || STATES.has(word.replace(/s$/, '').replace(/a$/, 'o'));
/**
 * Words after which 'esta' or 'estas' closing a clause is the demonstrative standing alone: a conjunction or a
 * preposition ('¿Y esta?', 'la roja o esta', 'vine con esta').
 */
const BEFORE_DEMONSTRATIVE = new Set(['y', 'e', 'o', 'u', 'ni', 'pero', 'con', 'de', 'para', 'por', 'sin', 'en', 'entre', 'sobre', 'que']);
const PREPOSITIONS_FOR_MI = new Set(['para', 'a', 'de', 'por', 'sin', 'sobre', 'en', 'contra', 'hacia']);
const PAST_MARKERS = /\b(ayer|anoche|anteayer|pasad[oa]s?|hace\s+\p{L}+\s+(años|días|meses|semanas)|en\s+(19|20)\d\d|una vez|primera vez|luego|después)\b/iu;
const SUBJUNCTIVE_CUES = new Set(['que', 'ojalá', 'quizás', 'cuando', 'si', 'aunque']);
const accentReason = (word: string) => because('es:written-accents.accent', { word });


/** A conjugated verb and nothing else ('tiene', 'fue'; not 'trabajo', which is also a noun). */
/** Forms of ser, ir, estar and haber the dictionary lists as plain words. */
const IRREGULAR_FINITE = new Set(
  ('es son era eran fue fueron está están estaba estaban estuvo ha han había habían va van iba iban ' +
    // The forms of 'tú' ('eres' is also the letter r's plural, so the dictionary lists it as a noun).
    'eres eras fuiste estás estabas estuviste has habías vas ibas').split(' '),
);
/** Words after which a lone 'tu' is the pronoun: '¿Y tu?', 'Gracias, tu también'. */
const BEFORE_LONE_TU = new Set(['y', 'e', 'o', 'que', 'como', 'gracias']);
/** Words a pronoun 'tú' is followed by, a possessive 'tu' never: 'tu también' -> 'tú también'. */
const AFTER_PRONOUN_TU = new Set(['también', 'tampoco', 'mismo', 'misma', 'solo', 'sola']);

function isOnlyVerb(word: string, lexicon: SpanishLexicon): boolean {
  if (IRREGULAR_FINITE.has(word)) return true;
  if (lexicon.infinitivesOf(word).length === 0 || /(ar|er|ir)$/.test(word)) return false;
  // Any reading that is no verb ('deporte': de + porte) makes it a noun as well.
  if (lexicon.analyses(word).some((a) => !/(ar|er|ir)$/.test(a.stem))) return false;
  return !lexicon.analyses(word).some((a) => (a.via.length === 0 && a.flags.includes('S')) || a.via.some((v) => v.flag === 'S' || v.flag === 'G'));
}

/** Half of a word joined by a hyphen ('role-play', 'e-mail'): a compound, often English, never a verb form of its own. */
const isHyphenJoined = (tokens: readonly Token[], i: number) => /^-/.test(tokens[i]?.post ?? '') || /-$/.test(tokens[i - 1]?.post ?? '');

/** A preterite 'hablé' / 'habló' whose accent was left off ('hable', 'hablo'), when the sentence is in the past. */
function preteriteAccent(tokens: readonly Token[], i: number, lexicon: SpanishLexicon, isPast: boolean): string | null {
  const t = tokens[i]!;
  if (!isPast || !/[^aeiou][eo]$/.test(t.lower) || SUBJUNCTIVE_CUES.has(tokens[i - 1]?.lower ?? '') || !isOnlyVerb(t.lower, lexicon) || isHyphenJoined(tokens, i)) return null;
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

/** A verb: an infinitive ('pasar') or a form that is nothing else ('es', 'encanta'). */
const isVerb = (word: string, lexicon: SpanishLexicon) => (/(ar|er|ir)$/.test(word) && lexicon.infinitivesOf(word).includes(word)) || isOnlyVerb(word, lexicon);

/**
 * 'el' / 'tu' that must be 'él' / 'tú': before a verb of their person ('el tiene', 'tu tienes'; 'el desayuno' is a noun,
 * however it could be read). Not right after a verb, whose object it starts ('pasar el limite', 'es el purpura': the
 * noun's own accent is missing, not the pronoun's).
 */
function isSubjectPronoun(tokens: readonly Token[], i: number, lexicon: SpanishLexicon): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  if (!t || (t.lower !== 'el' && t.lower !== 'tu') || !next || /[,;:.!?]/.test(t.post) || /\d/.test(t.post) || !/^\p{Ll}/u.test(next.text)) return false;
  const before = tokens[i - 1];
  if (before && !/[,;:.!?]/.test(before.post) && isVerb(before.lower, lexicon)) return false;
  const ofPerson = t.lower === 'el' ? /[aeó]n?$/.test(next.lower) : /s$/.test(next.lower);
  if (t.lower === 'el' && isNounLackingLastAccent(next.lower, lexicon)) return elBeforeNounOrVerb(tokens, i + 1, lexicon) === 'verb' && !isHyphenJoined(tokens, i + 1);
  return ofPerson && isOnlyVerb(next.lower, lexicon) && !isHyphenJoined(tokens, i + 1);
}

/**
 * 'el bebe', 'el cafe', 'el sofa': with its last vowel accented the word is a noun ('bebé'), though as written it is also a
 * verb ('bebe'), so 'el' is its article or the pronoun 'él'. Read from what follows: the noun before a clause's end, 'de',
 * a pronoun, 'no', 'ya', 'y' or a word that is only a verb ('el bebe va a nacer', 'para el bebe y la mamá', 'el bebe no
 * duerme'); the verb before its object ('él bebe mucha agua'); neither where either fits ('el bebe vino', 'el bebe en
 * el bar'): then no accent is given at all.
 */
function elBeforeNounOrVerb(tokens: readonly Token[], at: number, lexicon: SpanishLexicon): 'noun' | 'verb' | null {
  const word = tokens[at + 1];
  if (!word || /[,;:.!?]/.test(tokens[at]!.post)) return 'noun';
  if (AFTER_A_NOUN.has(word.lower) || isOnlyVerb(word.lower, lexicon)) return 'noun';
  return OBJECT_STARTS.has(word.lower) ? 'verb' : null;
}
/** Words that follow a noun and never a verb's object: 'el bebe de mi hermana', 'el bebe se llama', 'el bebe no duerme'. */
const AFTER_A_NOUN = new Set(['de', 'del', 'se', 'me', 'te', 'le', 'nos', 'no', 'ya', 'y', 'e', 'también', 'siempre', 'nunca', 'todavía']);
/** How an object starts after a verb of eating or drinking: 'bebe mucha agua', 'bebe un café', 'come poco'. */
const OBJECT_STARTS = new Set(['mucha', 'mucho', 'muchos', 'muchas', 'poca', 'poco', 'demasiado', 'demasiada', 'un', 'una', 'unos', 'unas', 'agua', 'leche', 'cerveza', 'café', 'té', 'zumo', 'alcohol', 'refrescos', 'bastante']);

function isNounLackingLastAccent(word: string, lexicon: SpanishLexicon): boolean {
  const accented = word.replace(/([aeiou])([ns]?)$/, (_, vowel: string, end: string) => 'áéíóú'['aeiou'.indexOf(vowel)]! + end);
  return accented !== word && lexicon.hasEntry(accented) && lexicon.infinitivesOf(accented).length === 0;
}

/** 'sé', a listed word ('ingles') or a noun after a determiner ('el medico'), read from the words around it. */
function byNeighbour(tokens: readonly Token[], i: number, lexicon: SpanishLexicon): string | null {
  if (knowNotPronoun(tokens, i)) return 'sé';
  // 'el bebe vino': noun or verb, which the words after it do not say; no accent given.
  if (tokens[i - 1]?.lower === 'el' && isNounLackingLastAccent(tokens[i]!.lower, lexicon) && elBeforeNounOrVerb(tokens, i, lexicon) !== 'noun') return listedAccent(tokens, i);
  return listedAccent(tokens, i) ?? nounAfterDeterminer(tokens, i, lexicon, isSubjectPronoun(tokens, i - 1, lexicon));
}

export const writtenAccents: GrammarRule = {
  id: 'written-accents',
  family: 'written-accents',
  subFamilies: ['written-accents-preterite', 'written-accents-by-neighbour'],
  explanation: describeFamily('es:written-accents'),
  examples: [
    { text: 'Mi madre esta cansada hoy.', better: 'Mi madre está cansada hoy.' },
    { text: 'Mi hermano esta en Chile.', better: 'Mi hermano está en Chile.' },
    // The adjective's own accent missing too: read as the adjective it is (the spelling family gives its accent).
    { text: 'La sopa esta fria.', better: 'La sopa está fria.' },
    { text: 'Mi abuela esta timida hoy.', better: 'Mi abuela está timida hoy.' },
    // A state the dictionary also lists as a noun ('la abierta', 'la fría'): after 'esta' it is still a state.
    { text: 'La tienda esta cerrada hoy.', better: 'La tienda está cerrada hoy.' },
    { text: 'La puerta esta abierta.', better: 'La puerta está abierta.' },
    { text: 'El café esta caliente.', better: 'El café está caliente.' },
    { text: 'Ahora esta trabajando mucho.', better: 'Ahora está trabajando mucho.' },
    { text: '¿Cómo estas?', better: '¿Cómo estás?' },
    { text: '¿Dónde esta?', better: '¿Dónde está?' },
    { text: '¿Y cómo esta?', better: '¿Y cómo está?' },
    { text: 'Mi abuelo no esta.', better: 'Mi abuelo no está.' },
    { text: 'Creo que el tiene dos perros.', better: 'Creo que él tiene dos perros.' },
    { text: 'Jugaba al fútbol cuando el era niño.', better: 'Jugaba al fútbol cuando él era niño.' },
    { text: 'Compro ropa para el bebe.', better: 'Compro ropa para el bebé.' }, // a noun with its last vowel accented: 'el' is its article
    { text: 'Mi hermana dice que el bebe va a nacer en agosto.', better: 'Mi hermana dice que el bebé va a nacer en agosto.' },
    { text: 'Creo que el bebe mucha agua.', better: 'Creo que él bebe mucha agua.' }, // an object after it: the verb
    { text: 'El bebe no duerme mucho.', better: 'El bebé no duerme mucho.' },
    { text: '¿Tu vives en Madrid?', better: '¿Tú vives en Madrid?' },
    { text: 'Gracias, tu eres muy amable.', better: 'Gracias, tú eres muy amable.' },
    { text: '¿Tu estás bien?', better: '¿Tú estás bien?' },
    { text: 'Estoy bien, ¿y tu?', better: 'Estoy bien, ¿y tú?' },
    { text: 'Gracias, tu también.', better: 'Gracias, tú también.' },
    { text: 'Este regalo es para mi.', better: 'Este regalo es para mí.' },
    { text: 'Quiero aprender mas palabras.', better: 'Quiero aprender más palabras.' },
    { text: 'Mi prima tiene veinte anos.', better: 'Mi prima tiene veinte años.' },
    { text: 'Ayer hable con mi abuela.', better: 'Ayer hablé con mi abuela.' },
    { text: 'El año pasado se lastimo la rodilla.', better: 'El año pasado se lastimó la rodilla.' },
    // 'tú' before its verb, which is also a noun after a determiner: the pronoun is read first.
    { text: 'Tu practicas mucho el piano.', better: 'Tú practicas mucho el piano.' },
    // 'sé' (I know) where the pronoun 'se' cannot stand: before no verb.
    { text: 'No se si puedo ir mañana.', better: 'No sé si puedo ir mañana.' },
    { text: 'Ya lo se.', better: 'Ya lo sé.' },
    { text: 'Todavía no se lo que voy a estudiar.', better: 'Todavía no sé lo que voy a estudiar.' },
    // A noun after a determiner whose plain spelling is only a verb ('medico': I medicate).
    { text: 'El medico me dio una receta.', better: 'El médico me dio una receta.' },
    { text: 'Leí una pagina del libro.', better: 'Leí una página del libro.' },
    { text: 'No recuerdo mi numero de teléfono.', better: 'No recuerdo mi número de teléfono.' },
    // Words whose plain spelling is a rare word (words/accent-read-from-neighbours.json).
    { text: 'Mi hermana habla ingles muy bien.', better: 'Mi hermana habla inglés muy bien.' },
    { text: 'Hace mucho frio en invierno.', better: 'Hace mucho frío en invierno.' },
    { text: 'Cuando era niña tenia un perro.', better: 'Cuando era niña tenía un perro.' },
    { text: 'Mi papa trabaja en un banco.', better: 'Mi papá trabaja en un banco.' },
    { text: 'Nadamos en el rio.', better: 'Nadamos en el río.' },
    { text: 'Fue el ultimo día del viaje.', better: 'Fue el último día del viaje.' },
    { text: 'No quiero pasar el limite de velocidad.', better: 'No quiero pasar el límite de velocidad.' },
  ],
  counterExamples: [
    'El bebe vino a casa ayer.', // the baby came, or he drinks wine: no accent given
    'Mi padre no fuma pero el bebe en el bar.',
    'No quiero otro par de zapatos.', // a word of the dictionary as written, not a verb form missing its accent
    'Ayer el role-play terminó tarde.', // a compound joined by a hyphen: no verb, so 'el' is the article
    // The demonstrative before the noun it points at, at a sentence's start or after a verb.
    'Estas gafas son mías.',
    '¿Cuánto cuestan estas botas?',
    'Me encantan estas gafas de sol.',
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
    // 'el' right after a verb starts its object: the noun after it lacks its accent, not the pronoun.
    'No quiero pasar el límite de velocidad.',
    'Para la pared elegimos el púrpura.',
    'Había dos camisas y he elegido esta.',
    'La canción que más me gusta es esta.',
    'Mi casa era esta.',
    // After a conjunction or a preposition it is the demonstrative too.
    '¿Y esta? Me parece más difícil.',
    'Me gustan las dos camisas, pero prefiero la roja o esta.',
    'Ayer vine con esta y hoy con la otra.',
    'No sé qué falda comprar: ¿la larga o esta?',
    // A noun after the demonstrative, its accent missing: 'esta' stays a demonstrative.
    'Me gusta esta cancion.',
    'Quiero ver esta pelicula.',
    'En el 2015 ganó su primer premio.',
    // The possessive before a noun, the pronoun 'se' before a verb or a pronoun, a determiner that is also a pronoun.
    'A mi madre le gusta cocinar.',
    'Para mi cumpleaños fuimos a la playa.',
    'No se puede fumar aquí.',
    'Mi hermano se lo dijo a mi madre.',
    'Ella se levanta temprano.',
    'Ella la practica todos los días.',
    'Mi hermano practica fútbol los sábados.',
    'Tu trabajo es muy interesante.',
    'Tu casa es muy bonita.',
    '¿Y tu hermano?',
    'Gracias por tu ayuda.',
    'Me gusta tu idea, y tu plan también.',
    'El trabajo de mi padre es duro.',
    // The rare word, where the word before makes it likely.
    'Me duelen las ingles después de correr.',
    'La tenia es un parásito.',
    'La papa es mi comida favorita.',
    'Se rio mucho con el chiste.',
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
      const push = (word: string) => edits.push({ start: i, end: i + 1, to: matchCase(t.text, word), ...accentReason(word) });
      if (ESTAR[t.lower]) {
        // The word after read as meant when only its own accent is missing ('esta fria': 'fría'), so the fix shown
        // with the spelling one leaves no slip beside it.
        const written = next?.lower ?? '';
        const n = written && !lexicon.isWord(written) ? (respell(written, lexicon, { accentsOnly: true }) ?? written) : written;
        const isGerund = /(ando|iendo|yendo)$/.test(n);
        // 'Estas gafas son mías', '¿Cuánto cuestan estas botas?': at a sentence's start or after a verb, a word that agrees
        // with 'esta'/'estas' and is no state ('cansada', 'lista') is the noun the demonstrative points at.
        const agreesAsDemonstrative = (t.lower === 'esta' && /a$/.test(n)) || (t.lower === 'estas' && /as$/.test(n));
        const opensOrFollowsVerb = i === 0 || /[,;:.!?¿¡]/.test(tokens[i - 1]!.post) || /^[¿¡]/.test(t.text) || IRREGULAR_FINITE.has(tokens[i - 1]!.lower) || lexicon.infinitivesOf(tokens[i - 1]!.lower).length > 0;
        const isPointedAt = agreesAsDemonstrative && opensOrFollowsVerb && !/(?:ad|id)as?$/.test(n) && !isStateWord(n);
        const isStateAdjective = !!next && !isPointedAt && gendered(n) !== null && !lexicon.analyses(n).some((a) => a.via.length === 0 && a.flags.includes('S') && !a.flags.includes('G'));
        // At the end of a clause after a verb, a conjunction or a preposition it is the demonstrative ('he elegido
        // esta.', 'la que más me gusta es esta', '¿Y esta?').
        const standsAlone = i > 0 && (BEFORE_DEMONSTRATIVE.has(tokens[i - 1]!.lower) || IRREGULAR_FINITE.has(tokens[i - 1]!.lower) || lexicon.analyses(tokens[i - 1]!.lower).some((a) => /(ar|er|ir)$/.test(a.stem)));
        // 'ella esta muy inteligente': a trait after it wants 'es', not 'está' (ser-or-estar.ts says so); 'hoy esta muy simpático' is 'está'.
        if (traitTakesSer(tokens, i)) return;
        if ((endsClause && !standsAlone) || isGerund || isStateWord(n) || isStateAdjective) push(ESTAR[t.lower]!);
        return;
      }
      if (isSubjectPronoun(tokens, i, lexicon)) {
        push(t.lower === 'el' ? 'él' : 'tú');
        return;
      }
      // A possessive 'tu' always has its noun after it: alone at the end of a clause, or before 'también', it is 'tú'.
      const isLoneTu = t.lower === 'tu' && (i === 0 || BEFORE_LONE_TU.has(tokens[i - 1]!.lower) || /[,;:.!?¿¡]/.test(tokens[i - 1]!.post)) && (endsClause || AFTER_PRONOUN_TU.has(next?.lower ?? ''));
      if (isLoneTu) push('tú');
      else if (t.lower === 'mi' && PREPOSITIONS_FOR_MI.has(tokens[i - 1]?.lower ?? '') && endsClause) push('mí');
      else if (byNeighbour(tokens, i, lexicon)) {
        // Read from the neighbours alone (accents-from-neighbours.ts): a family of its own, measured apart until it earns its place.
        const word = byNeighbour(tokens, i, lexicon)!;
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, word), ...accentReason(word), rule: 'written-accents-by-neighbour' });
      }
      else if (t.lower === 'mas' && !(tokens[i - 1] && /,/.test(tokens[i - 1]!.post))) push('más');
      else if (t.lower === 'ano' || t.lower === 'anos') push(t.lower === 'ano' ? 'año' : 'años');
      else {
        // A past tense's accent is a family of its own ('written-accents-preterite'), measured apart.
        const preterite = preteriteAccent(tokens, i, lexicon, isPast);
        if (preterite) edits.push({ start: i, end: i + 1, to: matchCase(t.text, preterite), ...accentReason(preterite), rule: 'written-accents-preterite' });
      }
    });
    return edits;
  },
};
