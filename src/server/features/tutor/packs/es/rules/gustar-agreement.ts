/**
 * 'Gustar' agrees with the thing liked and takes an object pronoun: 'Me gusta los perros' -> 'Me gustan',
 * 'Me gustaron la película' -> 'Me gustó', 'Yo gusto la música' -> 'Me gusta', 'Nosotras gusta bailar' -> 'Nos
 * gusta', and 'Me gusto mucho' (the learner's 'I like' as 'gusto') -> 'Me gustó' in a sentence about the past,
 * 'Me gusta' otherwise.
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { isPluralSpanish } from '../spanish-words';
import { because, describeFamily } from '../because';

const PRONOUNS = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);
/** The subject pronoun (or the possessive 'mi', a slip for 'me') a learner puts where gustar wants its object pronoun. */
const SUBJECT_TO_OBJECT: Record<string, string> = { yo: 'me', mi: 'me', tú: 'te', tu: 'te', nosotros: 'nos', nosotras: 'nos', ellos: 'les', ellas: 'les', se: 'le' };
type Tense = 'present' | 'preterite' | 'imperfect';
const FORMS: Record<string, { verb: string; tense: Tense }> = {};
for (const verb of ['gust', 'encant', 'interes', 'molest', 'fascin']) {
  FORMS[`${verb}a`] = { verb, tense: 'present' };
  FORMS[`${verb}an`] = { verb, tense: 'present' };
  FORMS[`${verb}ó`] = { verb, tense: 'preterite' };
  FORMS[`${verb}aron`] = { verb, tense: 'preterite' };
  FORMS[`${verb}aba`] = { verb, tense: 'imperfect' };
  FORMS[`${verb}aban`] = { verb, tense: 'imperfect' };
}
const conjugate = (verb: string, tense: Tense, isPlural: boolean) =>
  verb + (tense === 'present' ? (isPlural ? 'an' : 'a') : tense === 'preterite' ? (isPlural ? 'aron' : 'ó') : isPlural ? 'aban' : 'aba');
const PAST_MARKERS = /\b(ayer|anoche|anteayer|pasad[oa]|hace\s+\p{L}+\s+(años|días|meses|semanas)|cuando era|de niñ[oa])\b/iu;
const IRREGULAR_PRETERITES = new Set('fui fue fuimos fueron fuiste tuve tuvo tuvimos tuvieron hice hizo hicimos hicieron vi vio vimos vieron estuve estuvo estuvimos pude pudo dije dijo vine vino di dio'.split(' '));

const DETERMINER_AFTER_TODOS = new Set(['los', 'las', 'mis', 'tus', 'sus', 'nuestros', 'nuestras', 'estos', 'estas', 'esos', 'esas']);

/** Whether what follows the verb is plural ('los perros', 'mis amigos'), singular ('el café', 'bailar') or unknown. */
function objectNumber(tokens: readonly Token[], at: number): boolean | null {
  let first = tokens[at]?.lower ?? '';
  if (['mucho', 'muchísimo', 'más', 'también', 'tanto', 'bastante'].includes(first)) first = tokens[++at]?.lower ?? '';
  const noun = tokens[at + 1]?.lower ?? '';
  if (!first) return null;
  // 'todas las islas', 'todos mis amigos': 'todo' in the plural only stands before a plural noun phrase.
  if (['los', 'las', 'unos', 'unas', 'estos', 'estas', 'esos', 'esas'].includes(first) || (['todos', 'todas'].includes(first) && DETERMINER_AFTER_TODOS.has(noun)) || (['mis', 'tus', 'sus', 'nuestros', 'nuestras'].includes(first) && isPluralSpanish(noun))) return true;
  if (['el', 'la', 'mi', 'tu', 'su', 'este', 'esta', 'ese', 'esa'].includes(first)) return tokens[at + 2]?.lower === 'y' ? null : false;
  if (/(ar|er|ir)$/.test(first) && first.length > 3 && (spanishLexicon()?.infinitivesOf(first).includes(first) ?? true)) return false;
  return null;
}

/** 'yo gusto', 'me gusto': the learner's 'I like', said as the first person of gustar. */
function tenseForGusto(text: string, tokens: readonly Token[]): Tense {
  const lexicon = spanishLexicon();
  const otherPreterite = tokens.some((t) => IRREGULAR_PRETERITES.has(t.lower) || (/(é|ó|aron|ieron|aste|iste)$/.test(t.lower) && !!lexicon?.infinitivesOf(t.lower).length));
  return PAST_MARKERS.test(text) || otherPreterite ? 'preterite' : 'present';
}

/** Words that open a noun phrase for a person or an animal: 'mis hijos', 'mi madre', 'el perro'. */
const OPENS_WHO = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'el', 'la', 'los', 'las']);

/**
 * 'Mis hijos no les gusta la sopa' -> 'A mis hijos no les gusta': at the start of a sentence, a noun phrase, then
 * 'le' or 'les' (after an optional 'no') and gustar: the one who likes needs 'a' ('el' joins it as 'al').
 */
/** 'Ella le gusta...': a subject pronoun before 'le'/'les' is the one who likes, which takes 'a' ('A ella le gusta'). */
const WHO_LIKES_PRONOUNS: Readonly<Record<string, 'le' | 'les'>> = { 'él': 'le', ella: 'le', usted: 'le', ellos: 'les', ellas: 'les', ustedes: 'les' };

/** The word after 'a' names a person: a possessive, a name, a pronoun, or 'todos'/'todas'/'nadie'/'alguien'. */
const isPersonAfterA = (t: Token | undefined) => !!t && (/^(?:mi|mis|tu|tus|su|sus|nuestr[oa]s?|vuestr[oa]s?|él|ella|ellos|ellas|usted|ustedes|todos|todas|nadie|alguien|cada)$/i.test(t.lower) || /^\p{Lu}/u.test(t.text));

function missingAOfWhoLikes(tokens: readonly Token[]): Edit | null {
  const [opener, noun] = tokens;
  const pronounWho = opener && WHO_LIKES_PRONOUNS[opener.lower];
  if (pronounWho && !/[^\s]/.test(opener.post)) {
    const at = noun?.lower === 'no' ? 2 : 1;
    if (tokens[at]?.lower !== pronounWho || !FORMS[tokens[at + 1]?.lower ?? '']) return null;
    // 'Ella le gusta a mi hermano': the one who likes comes after, with its 'a'; 'ella' is the one liked.
    const clause = tokens.slice(at + 2);
    const clauseEnd = clause.findIndex((x) => /[,;.!?]/.test(x.post));
    // Only 'a' before a person ('a mi hermano', 'a Juan', 'a todas las chicas'): 'ir a la playa' is a place.
    const inClause = clause.slice(0, clauseEnd === -1 ? undefined : clauseEnd + 1);
    if (inClause.some((x, k) => x.lower === 'a' && isPersonAfterA(inClause[k + 1]))) return null;
    return { start: 0, end: 1, to: `${/^\p{Lu}/u.test(opener.text) ? 'A' : 'a'} ${opener.lower}`, ...because('es:gustar-agreement.who-likes') };
  }
  if (!opener || !noun || !OPENS_WHO.has(opener.lower) || /[^\s]/.test(opener.post)) return null;
  let at = 2;
  if (tokens[at]?.lower === 'no') at++;
  const pronoun = tokens[at]?.lower;
  const plural = pronoun === 'les';
  if ((pronoun !== 'le' && !plural) || !FORMS[tokens[at + 1]?.lower ?? '']) return null;
  // 'les' goes with a plural person, 'le' with one: 'Mis hijos ... les', 'Mi madre ... le'.
  if (isPluralSpanish(noun.lower) !== plural) return null;
  // 'La música le gusta mucho a mi padre': the one who likes comes after, with its 'a'; the first phrase is the thing liked.
  if (tokens.slice(at + 2).some((t) => t.lower === 'a' || t.lower === 'al')) return null;
  const to = opener.lower === 'el' ? 'Al' : `A ${opener.lower}`;
  return { start: 0, end: 1, to: /^\p{Lu}/u.test(opener.text) ? to : to.toLowerCase(), ...because('es:gustar-agreement.who-likes') };
}

export const gustarAgreement: GrammarRule = {
  id: 'gustar-agreement',
  family: 'gustar',
  explanation: describeFamily('es:gustar-agreement'),
  examples: [
    // 'tu' before gustar: a possessive never stands there, so it is the learner's 'you'.
    { text: '¿Tu gusta la comida mexicana?', better: '¿Te gusta la comida mexicana?' },
    { text: 'Le gusta los deportes.', better: 'Le gustan los deportes.' },
    { text: 'Me gustan la pizza.', better: 'Me gusta la pizza.' },
    { text: 'Nos encanta las playas.', better: 'Nos encantan las playas.' },
    { text: 'Me gustan bailar.', better: 'Me gusta bailar.' },
    { text: 'Nos gusta todos los parques de la ciudad.', better: 'Nos gustan todos los parques de la ciudad.' },
    { text: 'Me gusto mucho.', better: 'Me gusta mucho.' },
    { text: 'Fuimos al museo y me gusto mucho.', better: 'Fuimos al museo y me gustó mucho.' },
    { text: 'Ayer vi una película y me gusto mucho.', better: 'Ayer vi una película y me gustó mucho.' },
    { text: 'Me gusto los libros de misterio.', better: 'Me gustan los libros de misterio.' },
    { text: 'Yo gusto la música.', better: 'Me gusta la música.' },
    { text: 'Nosotras gusta hablar de todo.', better: 'Nos gusta hablar de todo.' },
    { text: 'Me gustó los tacos de la fiesta.', better: 'Me gustaron los tacos de la fiesta.' },
    { text: 'Se gusta el golf.', better: 'Le gusta el golf.' },
    { text: 'Mi gusta ver series.', better: 'Me gusta ver series.' },
    // The learner's 'I' kept before 'me': the one who likes is no subject.
    { text: 'Yo me gusta nadar en el mar.', better: 'Me gusta nadar en el mar.' },
    { text: 'Yo no me gusta el invierno.', better: 'No me gusta el invierno.' },
    { text: 'Mi hermano juega al tenis, pero yo me encanta el fútbol.', better: 'Mi hermano juega al tenis, pero me encanta el fútbol.' },
    // The one who likes, at the start, takes 'a'.
    { text: 'Mis hijos no les gusta la sopa.', better: 'A mis hijos no les gusta la sopa.' },
    { text: 'Mi madre le encanta cocinar.', better: 'A mi madre le encanta cocinar.' },
    { text: 'Ella le gusta los libros.', better: 'A ella le gustan los libros.' },
    { text: 'Ellos no les gusta el frío.', better: 'A ellos no les gusta el frío.' },
    { text: 'Ella le encanta nadar en el mar.', better: 'A ella le encanta nadar en el mar.' },
    { text: 'Ellos les gusta cocinar juntos.', better: 'A ellos les gusta cocinar juntos.' },
    { text: 'El perro le gusta correr en el parque.', better: 'Al perro le gusta correr en el parque.' },
  ],
  counterExamples: [
    'Me gustan los perros y los gatos.',
    'Me gusta bailar.',
    'Te gusta el café.',
    'Me gusta la pizza y el helado.',
    'Mucho gusto.',
    'Con gusto te ayudo.',
    'Ayer me gustó mucho la película.',
    // Ordinary sentences that look like the error and are right.
    'Me gustan los perros grandes.',
    'Nos gusta mucho la playa.',
    'Le encanta cocinar los domingos.',
    'Nos gusta todo lo que escribes.',
    // The 'a' already there, or the noun phrase the thing liked, not the one who likes.
    'A mis hijos no les gusta la sopa.',
    'A ella le gustan los libros.',
    'Ella me gusta mucho.',
    'Ella le gusta a mi hermano.',
    'Al perro le gusta correr.',
    'La música le gusta mucho a mi padre.',
    'Los deportes les gustan a mis primos.',
    // 'yo' before another 'me' verb, or set apart by a comma.
    'Yo me llamo Ana.',
    'Yo me quedo en casa.',
    'Yo, me gusta decirlo claro.',
    'Yo no te gusto, pero tú me gustas.',
  ],
  find({ tokens, text }) {
    const edits: Edit[] = [];
    const whoLikes = missingAOfWhoLikes(tokens);
    if (whoLikes) edits.push(whoLikes);
    tokens.forEach((t, i) => {
      // 'Yo (no) me gusta': the learner's 'I' before the object pronoun goes; the next word takes its capital.
      if (t.lower === 'yo' && !/[^\s]/.test(t.post)) {
        const at = ['no', 'también', 'tampoco', 'siempre', 'sí'].includes(tokens[i + 1]?.lower ?? '') ? i + 2 : i + 1;
        const next = tokens[i + 1]!;
        if (tokens[at]?.lower === 'me' && FORMS[tokens[at + 1]?.lower ?? ''] && !/[^\s]/.test(next.post)) {
          const to = /^\p{Lu}/u.test(t.text) ? next.text[0]!.toUpperCase() + next.text.slice(1) : next.text;
          edits.push({ start: i, end: i + 2, to, ...because('es:gustar-agreement.no-yo') });
        }
      }
      const previous = tokens[i - 1];
      // 'me gusto', 'yo gusto', 'me encanto': the first person of gustar is almost never meant, but 'te gusto', 'le gusto'
      // ('you like me', 'he likes me') are.
      const gusto = /^(gust|encant)o$/.exec(t.lower);
      if (gusto && previous && (previous.lower === 'me' || previous.lower === 'yo')) {
        const tense = tenseForGusto(text, tokens);
        const wanted = conjugate(t.lower.slice(0, -1), tense, objectNumber(tokens, i + 1) === true);
        if (previous.lower === 'yo') edits.push({ start: i - 1, end: i + 1, to: `${previous.text === 'Yo' ? 'Me' : 'me'} ${wanted}`, ...because('es:gustar-agreement.agrees') });
        else edits.push({ start: i, end: i + 1, to: wanted, ...because('es:gustar-agreement.agrees') });
        return;
      }
      const form = FORMS[t.lower];
      if (!form || !previous) return;
      // 'Nosotras gusta bailar' -> 'Nos gusta bailar', 'Se gusta el golf' -> 'Le gusta'.
      const pronoun = SUBJECT_TO_OBJECT[previous.lower];
      const isPlural = objectNumber(tokens, i + 1);
      if (pronoun && (isPlural !== null || previous.lower !== 'se')) {
        const verb = conjugate(form.verb, form.tense, isPlural ?? t.lower.endsWith('n'));
        edits.push({ start: i - 1, end: i + 1, to: `${/^\p{Lu}/u.test(previous.text) ? pronoun[0]!.toUpperCase() + pronoun.slice(1) : pronoun} ${verb}`, ...because('es:gustar-agreement.agrees') });
        return;
      }
      if (!PRONOUNS.has(previous.lower) || isPlural === null) return;
      const wanted = conjugate(form.verb, form.tense, isPlural);
      if (wanted !== t.lower) edits.push({ start: i, end: i + 1, to: wanted, ...because('es:gustar-agreement.agrees') });
    });
    return edits;
  },
};
