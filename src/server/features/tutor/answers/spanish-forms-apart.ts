/**
 * Two Spanish phrases that differ in one verb form ('la fiesta es en mi casa' or '... está en mi casa', 'estaba
 * cansado' or 'estuve cansado'): the words they share are set aside and the two forms told apart by what they are,
 * a form of ser against one of estar, or an imperfect against a preterite; or a verb with a reflexive pronoun against the
 * same verb without it ('me acuesto' or 'acuesto'). Examples: spanish-forms-apart.test.ts.
 */
import { stripAccents } from '../../../lib/strip-accents';

const SER = new Set(['ser', 'soy', 'eres', 'es', 'somos', 'sois', 'son', 'era', 'eras', 'éramos', 'erais', 'eran', 'fui', 'fuiste', 'fue', 'fuimos', 'fuisteis', 'fueron', 'sea', 'sido', 'siendo']);
const ESTAR = new Set(['estar', 'estoy', 'estás', 'está', 'estamos', 'estáis', 'están', 'estaba', 'estabas', 'estábamos', 'estabais', 'estaban', 'estuve', 'estuviste', 'estuvo', 'estuvimos', 'estuvisteis', 'estuvieron', 'esté', 'estado', 'estando']);
/** Irregular preterites learners set against an imperfect ('tuve' or 'tenía', 'fui' or 'iba'). */
const IRREGULAR_PRETERITES = new Set(['estuve', 'estuviste', 'estuvo', 'estuvimos', 'estuvieron', 'tuve', 'tuviste', 'tuvo', 'tuvimos', 'tuvieron', 'fui', 'fuiste', 'fue', 'fuimos', 'fueron', 'hice', 'hiciste', 'hizo', 'hicimos', 'hicieron', 'pude', 'pudo', 'pudimos', 'pudieron', 'quise', 'quiso', 'dije', 'dijo', 'dijeron', 'vine', 'vino', 'vinieron', 'supe', 'supo', 'puse', 'puso', 'di', 'dio', 'vi', 'vio', 'hubo']);
const IMPERFECT = /(?:aba|abas|ábamos|abais|aban|ía|ías|íamos|íais|ían)$|^(?:era|eras|éramos|eran|iba|ibas|íbamos|iban|veía|veías|veían)$/;
const PRETERITE = /(?:é|aste|ó|aron|í|iste|ió|imos|ieron)$/;
/** Events take 'ser' for where and when they happen ('La fiesta es en mi casa'). */
const EVENTS = new Set(['fiesta', 'reunión', 'clase', 'concierto', 'boda', 'partido', 'examen', 'cena', 'cumpleaños', 'conferencia', 'exposición', 'función']);

export type FormsApart =
  | { kind: 'ser-or-estar'; ser: string; estar: string; isEvent: boolean; rest: string }
  | { kind: 'preterite-or-imperfect'; preterite: string; imperfect: string }
  | { kind: 'reflexive'; pronoun: string; verb: string };

/** The pronouns of a verb done to oneself ('me acuesto', 'se levanta'). */
const REFLEXIVE_PRONOUNS = new Set(['me', 'te', 'se', 'nos', 'os']);

const wordsOf = (phrase: string) => (phrase.toLowerCase().match(/\p{L}+/gu) ?? []);
/** 'esta', 'estas', 'estan', 'estabamos' read as the forms of estar they stand for; any other word as it is. */
const ESTAR_PLAIN = new Map([...ESTAR].map((form) => [stripAccents(form), form]));
const withAccentOfVerb = (word: string) => ESTAR_PLAIN.get(word) ?? word;

function tenseOf(word: string): 'preterite' | 'imperfect' | null {
  if (IMPERFECT.test(word)) return 'imperfect';
  if (IRREGULAR_PRETERITES.has(word) || (word.length > 3 && PRETERITE.test(word))) return 'preterite';
  return null;
}

/** The two forms the phrases differ in, with the words after them, or null where they differ in more than one word. */
export function spanishFormsApart(first: string, second: string): FormsApart | null {
  // A verb written without its accent in a question about it ('la fiesta esta en mi casa') is the verb meant.
  const a = wordsOf(first).map(withAccentOfVerb);
  const b = wordsOf(second).map(withAccentOfVerb);
  if (a.length === 0) return null;
  const differ = a.flatMap((word, i) => (word === b[i] ? [] : [i]));
  // 'me acuesto' or 'acuesto': one the other with a reflexive pronoun before the same verb.
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  const pronounAt = longer.findIndex((word, i) => word !== shorter[i]);
  // Not a pronoun that belongs to a verb further on ('me voy a mudar' is 'voy a mudarme').
  const isOwnVerb = !!shorter[pronounAt] && !(shorter[pronounAt + 1] === 'a' && /(?:ar|er|ir)$/.test(shorter[pronounAt + 2] ?? '')) && !/^(?:voy|vas|va|vamos|vais|van|quiero|quieres|quiere|puedo|puedes|puede|tengo|tienes|tiene)$/.test(shorter[pronounAt]!);
  if (longer.length === shorter.length + 1 && REFLEXIVE_PRONOUNS.has(longer[pronounAt] ?? '') && longer.filter((_, i) => i !== pronounAt).join(' ') === shorter.join(' ') && isOwnVerb) {
    return { kind: 'reflexive', pronoun: longer[pronounAt]!, verb: shorter[pronounAt]! };
  }
  // Of different lengths ('ayer estuve enfermo todo el día' or 'ayer estaba enfermo'), the first words they differ in.
  if (a.length !== b.length) {
    const at = differ[0];
    const [x, y] = at === undefined ? [] : [a[at], b[at]];
    const [tx, ty] = [x ? tenseOf(x) : null, y ? tenseOf(y) : null];
    return tx && ty && tx !== ty ? { kind: 'preterite-or-imperfect', preterite: tx === 'preterite' ? x! : y!, imperfect: tx === 'imperfect' ? x! : y! } : null;
  }
  if (differ.length !== 1) return null;
  const at = differ[0]!;
  const [x, y] = [a[at]!, b[at]!];
  const rest = a.slice(at + 1).join(' ');
  if ((SER.has(x) && ESTAR.has(y)) || (ESTAR.has(x) && SER.has(y))) {
    const [ser, estar] = SER.has(x) ? [x, y] : [y, x];
    return { kind: 'ser-or-estar', ser, estar, isEvent: a.some((w) => EVENTS.has(w)), rest };
  }
  const [tx, ty] = [tenseOf(x), tenseOf(y)];
  if (tx && ty && tx !== ty) return { kind: 'preterite-or-imperfect', preterite: tx === 'preterite' ? x : y, imperfect: tx === 'imperfect' ? x : y };
  return null;
}
