/**
 * 'para' for whom or what something is meant: a table for two ('una mesa por dos' -> 'para dos'), working for a
 * company ('trabajo por una compañía' -> 'para una compañía'). 'por' stays where it is a cause, a way or a price
 * ('gracias por', 'por teléfono', 'lo compré por diez euros'); only these shapes, which leave no doubt, are read. And
 * whose view a quality is in: 'es muy temprano por mí' -> 'para mí' ('lo hizo por mí', for my sake, keeps 'por'). And
 * who a gift is for: 'Este regalo es por mi madre' -> 'para mi madre'.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import type { Token } from '../../../grammar/tag-sentence';
import { because, describeFamily } from '../because';
import peopleWords from '../words/people.json';

const TABLE_OR_ROOM = /^(?:mesa|habitación|habitacion|cuarto|reserva|reservación|reservacion)$/;
const HOW_MANY = /^(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|una|uno|\d+)$/;
const WORK = /^(?:trabajo|trabajas|trabaja|trabajamos|trabajan|trabajé|trabajaste|trabajó|trabajaron|trabajaba|trabajaban|trabajar|trabajando|trabajado)$/;
const DETERMINERS = new Set(['una', 'un', 'la', 'el', 'mi', 'su', 'esta', 'este', 'otra', 'otro']);
/** 'es muy difícil por mí': a copula, maybe a degree, an adjective, then 'por' and a person: in whose view, 'para'. */
const COPULAS = new Set(['es', 'son', 'era', 'eran', 'fue', 'fueron', 'está', 'están', 'estaba', 'estaban', 'será', 'sería']);
const DEGREES = new Set(['muy', 'demasiado', 'bastante', 'poco', 'tan', 'más', 'menos', 'super', 'súper']);
/** A past participle: 'fue escrito por ella' is a passive, whose 'por' names who did it. */
const PARTICIPLE = /(?:ad|id)[oa]s?$|^(?:escrit|hech|dich|vist|puest|abiert|rot|vuelt|cubiert|muert|descubiert|resuelt|impres|frit)[oa]s?$/;
const PERSONS = new Set(['mí', 'mi', 'ti', 'él', 'ella', 'nosotros', 'nosotras', 'ellos', 'ellas', 'usted', 'ustedes', 'todos', 'nadie']);

/** Things given ('el regalo', 'unas flores'): who they are for takes 'para'. */
const GIFTS = /^(?:regalos?|flores|rosas|tartas?|pasteles|pastel|sorpresas?|bombones)$/;
/** Verbs of buying or bringing a gift; not of writing ('una carta por mi madre' may be written in her place). */
const GIFT_VERBS = /^(?:compr[ée]|compramos|compraron|compró|traje|trajo|trajimos|compro|compra|traigo|preparé|preparo|preparamos)$/;
const PEOPLE = new Set(Object.keys(peopleWords));
/** A person after 'por': a pronoun, or a possessive and a noun ('mi madre', 'mis hijos', 'su novia'). */
const POSSESSIVES = new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestra', 'nuestro', 'nuestras', 'nuestros']);

/**
 * 'Este regalo es por mi madre', 'Compré flores por mi novia': who a gift is for ('para'); not 'Lo hice por mi madre' (for
 * her sake), nor a price ('flores por diez euros').
 */
function isForRecipient(tokens: readonly Token[], porAt: number): boolean {
  const next = tokens[porAt + 1];
  const person = tokens[porAt + 2]?.lower ?? '';
  // 'mi' alone is 'mí' typed plainly ('por mi'); before a noun it is the possessive, and the noun must be a person.
  const isPronoun = !!next && PERSONS.has(next.lower) && (next.lower !== 'mi' || !tokens[porAt + 2] || /[,;:.!?]/.test(next.post));
  const isPerson = isPronoun || (!!next && POSSESSIVES.has(next.lower) && (PEOPLE.has(person) || PEOPLE.has(person.replace(/e?s$/, ''))));
  if (!isPerson) return false;
  const [one, two, three] = [tokens[porAt - 1], tokens[porAt - 2], tokens[porAt - 3]];
  // 'El regalo es por mi madre' (a gift, a copula, then 'por').
  if (one && COPULAS.has(one.lower) && two && GIFTS.test(two.lower)) return true;
  // 'Compré flores por mi novia', 'Compré un regalo por mi hermano': a verb of giving, the gift, then 'por'.
  return !!one && GIFTS.test(one.lower) && ((!!two && GIFT_VERBS.test(two.lower)) || (!!two && DETERMINERS.has(two.lower) && !!three && GIFT_VERBS.test(three.lower)));
}

const EMPLOYERS = /^(?:compañía|compania|empresa|firma|organización|organizacion|universidad|hospital|banco|escuela|tienda|restaurante|hotel|multinacional|startup|agencia|fundación|gobierno)$/;

/** 'es muy temprano por mí': a quality said with a copula, then 'por' and a person, is the person's view ('para mí'). */
function isInWhoseView(tokens: readonly Token[], porAt: number): boolean {
  if (!PERSONS.has(tokens[porAt + 1]?.lower ?? '') || (tokens[porAt + 2] && !/[,;:.!?]/.test(tokens[porAt + 1]!.post))) return false;
  let at = porAt - 1;
  const adjective = tokens[at];
  if (!adjective || !/(?:o|a|os|as|e|es|l|z)$/.test(adjective.lower) || DEGREES.has(adjective.lower) || PARTICIPLE.test(adjective.lower)) return false;
  at--;
  // 'un poco temprano': the pair is a degree; 'un' alone is an article ('un sacrificio por ellos').
  while (at >= 0 && (DEGREES.has(tokens[at]!.lower) || (tokens[at]!.lower === 'un' && tokens[at + 1]?.lower === 'poco'))) at--;
  return at >= 0 && COPULAS.has(tokens[at]!.lower) && !STATE_OF_FEELING.test(adjective.lower);
}

/** 'preocupada por ella', 'famosa por': adjectives whose 'por' says why, never whose view. */
const STATE_OF_FEELING = /^(?:preocupad|nervios|content|feliz|triste|orgullos|famos|conocid|agradecid|emocionad|enfadad|enojad|celos|loc)/;

export const porOrPara: GrammarRule = {
  id: 'por-or-para',
  family: 'por-or-para',
  explanation: describeFamily('es:por-or-para'),
  examples: [
    { text: 'Una mesa por dos personas, por favor.', better: 'Una mesa para dos personas, por favor.' },
    { text: 'Quiero una habitación por tres.', better: 'Quiero una habitación para tres.' },
    { text: 'Trabajo por una compañía americana.', better: 'Trabajo para una compañía americana.' },
    { text: 'Mi madre trabajaba por el hospital de mi ciudad.', better: 'Mi madre trabajaba para el hospital de mi ciudad.' },
    { text: 'Me levanto a las seis, es muy temprano por mí.', better: 'Me levanto a las seis, es muy temprano para mí.' },
    { text: 'El examen fue difícil por nosotros.', better: 'El examen fue difícil para nosotros.' },
    // Who a gift is for.
    { text: 'Este regalo es por mi madre.', better: 'Este regalo es para mi madre.' },
    { text: 'Compré flores por mi novia.', better: 'Compré flores para mi novia.' },
    { text: 'Ayer compré un regalo por mi hermano.', better: 'Ayer compré un regalo para mi hermano.' },
  ],
  counterExamples: [
    'Una mesa para dos, por favor.',
    'Trabajo para una empresa alemana.',
    'Gracias por la mesa.',
    'Pagamos cuarenta euros por la habitación.',
    'Trabajo por las mañanas.',
    'Trabajo por la empresa y por mi familia, que me necesitan.',
    'La habitación por noche cuesta cien euros.',
    // Ordinary sentences that look like the error and are right.
    'Caminamos por el hospital viejo.',
    'Trabajo por cuenta propia.',
    // For someone's sake, or because of them: 'por'.
    'Lo hizo por mí.',
    'Lo hice por mi madre.',
    'Compré flores por diez euros.',
    'Compré flores por mi calle.',
    'Escribí una carta por mi madre porque ella no sabe escribir.',
    'Me mandó el regalo por correo.',
    'Estoy preocupada por ella.',
    'Es famosa por él.',
    // A passive names who did it with 'por'.
    'El libro fue escrito por ella.',
    'La casa fue construida por ellos.',
    'Es muy querida por todos.',
    'Fue un sacrificio por ellos.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'por' || /[,;:.!?]/.test(tokens[i - 1]?.post ?? '')) return;
      const before = tokens[i - 1];
      const next = tokens[i + 1];
      // Figures are no words to the tokenizer: '2' sits in the space after 'por'.
      const isForHowMany = !!before && TABLE_OR_ROOM.test(before.lower) && ((!!next && HOW_MANY.test(next.lower)) || /^\s*\d{1,2}\s*$/.test(t.post));
      const isForEmployer = !!before && WORK.test(before.lower) && DETERMINERS.has(next?.lower ?? '') && EMPLOYERS.test(tokens[i + 2]?.lower ?? '') && !/[,;:]/.test(tokens[i + 2]?.post ?? '') && tokens[i + 3]?.lower !== 'y';
      if (isForHowMany || isForEmployer) edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'para'), ...because(isForHowMany ? 'es:por-or-para.how-many' : 'es:por-or-para.employer') });
      else if (isInWhoseView(tokens, i)) edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'para'), ...because('es:por-or-para.view') });
      else if (isForRecipient(tokens, i)) edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'para'), ...because('es:por-or-para.recipient') });
    });
    return edits;
  },
};
