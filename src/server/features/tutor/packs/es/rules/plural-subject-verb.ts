/**
 * A plural subject takes a plural verb: 'Los niños es simpáticos' -> 'Los niños son simpáticos', 'Mis
 * padres está en casa' -> 'están', 'Mi tía y mi primo es' -> 'son'; and the hours are plural from two on:
 * 'Es las tres' -> 'Son las tres'; 'ellos vive' -> 'ellos viven'. Only the commonest verbs, by form, and only a subject that starts with a
 * plural determiner (or two joined by 'y') right before the verb: after a preposition the noun is no subject
 * ('A los niños les es difícil'), and a day of the week names a time ('Los lunes es mi día libre').
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { isPluralSpanish } from '../spanish-words';
import { because, describeFamily } from '../because';

/** Words that count a stretch of time, and the stretches ('seis meses', 'un año', 'mucho tiempo', 'unos días'). */
const COUNTING_TIME = /^(?:un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien|mil|mucho|mucha|muchos|muchas|poco|pocos|pocas|varios|varias|algunos|algunas|bastante|bastantes|medio|media|\d+)$/;
const TIME_SPANS = /^(?:segundos?|minutos?|horas?|días?|dias?|semanas?|mes|meses|años?|anos?|tiempo|rato|siglos?|décadas?|decadas?)$/;
function isTimeSpan(tokens: readonly Token[], at: number): boolean {
  let k = at;
  while (k < at + 3 && COUNTING_TIME.test(tokens[k]?.lower ?? '')) k++;
  // 'hace dos horas de ejercicio': what is done, for a time; not how long ago.
  return (k > at || TIME_SPANS.test(tokens[at]?.lower ?? '')) && TIME_SPANS.test(tokens[k]?.lower ?? '') && tokens[k + 1]?.lower !== 'de';
}

export const TO_PLURAL: Record<string, string> = {
  es: 'son', está: 'están', era: 'eran', estaba: 'estaban', fue: 'fueron', estuvo: 'estuvieron', será: 'serán', sería: 'serían',
  tiene: 'tienen', tenía: 'tenían', va: 'van', iba: 'iban', hace: 'hacen', puede: 'pueden', quiere: 'quieren', vive: 'viven', trabaja: 'trabajan',
};
const PLURAL_DETERMINERS = new Set(['los', 'las', 'mis', 'tus', 'sus', 'estos', 'estas', 'esos', 'esas', 'nuestros', 'nuestras', 'unos', 'unas', 'muchos', 'muchas']);
const SINGULAR_DETERMINERS = new Set(['el', 'la', 'mi', 'tu', 'su', 'este', 'esta', 'ese', 'esa', 'nuestro', 'nuestra']);
const PLURAL_PRONOUNS = new Set(['ellos', 'ellas', 'ustedes']);
const PREPOSITIONS = new Set(['a', 'de', 'en', 'con', 'para', 'por', 'sin', 'sobre', 'entre', 'hasta', 'desde', 'al', 'del']);
const DAYS = new Set(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados', 'domingos', 'fines']);
const HOURS = new Set(['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce']);

/** The end of a noun phrase 'det noun (adjective...)' starting at `at`, all plural; -1 when there is none. */
function pluralPhraseEnd(tokens: readonly Token[], at: number): number {
  if (!PLURAL_DETERMINERS.has(tokens[at]?.lower ?? '') || !isPluralSpanish(tokens[at + 1]?.lower ?? '') || DAYS.has(tokens[at + 1]!.lower)) return -1;
  let end = at + 2;
  while (end < at + 4 && isPluralSpanish(tokens[end]?.lower ?? '') && !TO_PLURAL[tokens[end]!.lower] && !/[,;:.]/.test(tokens[end - 1]!.post)) end++;
  return end;
}

/** 'Mi tía y mi primo': two singular phrases joined by 'y'; the end, or -1. */
function twoJoinedEnd(tokens: readonly Token[], at: number): number {
  const isSingularPhrase = (i: number) => SINGULAR_DETERMINERS.has(tokens[i]?.lower ?? '') && !!tokens[i + 1] && !isPluralSpanish(tokens[i + 1]!.lower);
  return isSingularPhrase(at) && tokens[at + 2]?.lower === 'y' && isSingularPhrase(at + 3) ? at + 5 : -1;
}

export const pluralSubjectVerb: GrammarRule = {
  id: 'plural-subject-verb',
  family: 'plural-subject-verb',
  explanation: describeFamily('es:plural-subject-verb'),
  examples: [
    { text: 'Mis padres hace dos horas de ejercicio cada día.', better: 'Mis padres hacen dos horas de ejercicio cada día.' },
    { text: 'Los niños es simpáticos.', better: 'Los niños son simpáticos.' },
    { text: 'Mis padres está en casa.', better: 'Mis padres están en casa.' },
    { text: 'Mis hermanos pequeños tiene un perro.', better: 'Mis hermanos pequeños tienen un perro.' },
    { text: 'Es las tres de la tarde.', better: 'Son las tres de la tarde.' },
    { text: 'Mi hermano y mi primo es muy altos.', better: 'Mi hermano y mi primo son muy altos.' },
    { text: 'Mis padres son jubilados, ellos vive en Barcelona.', better: 'Mis padres son jubilados, ellos viven en Barcelona.' },
    { text: 'Ellas es muy simpáticas.', better: 'Ellas son muy simpáticas.' },
  ],
  counterExamples: [
    // 'hace' before a stretch of time: how long ago, no verb of the subject.
    'Compramos las entradas hace seis meses.',
    'Mis padres hace mucho tiempo que no viajan.',
    'Los niños son simpáticos.',
    'Es la una.',
    'A los niños les es difícil.', // an object after a preposition
    'Los lunes es mi día libre.', // a day names a time
    'Mi hermano es alto.',
    // Ordinary sentences that look like the error and are right.
    'Mis amigos viven en Madrid.',
    'Los niños comen fruta.',
    'Son las cuatro de la tarde.',
    'El coche de mis abuelos es viejo.',
    'Para ellos es difícil.', // after a preposition the pronoun is no subject
    'Ellos viven en Barcelona.',
    'A ellas les gusta bailar.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const previous = tokens[i - 1];
      // 'Es las tres': the hour after one is plural.
      if ((t.lower === 'es' || t.lower === 'era') && tokens[i + 1]?.lower === 'las' && HOURS.has(tokens[i + 2]?.lower ?? '')) {
        edits.push({ start: i, end: i + 1, to: t.text[0] === 'E' ? (t.lower === 'es' ? 'Son' : 'Eran') : TO_PLURAL[t.lower]!, ...because('es:plural-subject-verb.hours') });
        return;
      }
      if (previous && PREPOSITIONS.has(previous.lower) && !/[,;:.]/.test(previous.post)) return;
      // 'ellos vive', 'ellas es': a plural subject pronoun right before the verb.
      const pronounEnd = PLURAL_PRONOUNS.has(t.lower) ? i + 1 : -1;
      const end = Math.max(pluralPhraseEnd(tokens, i), twoJoinedEnd(tokens, i), pronounEnd);
      const verb = tokens[end];
      if (end === -1 || !verb || !TO_PLURAL[verb.lower] || /[,;:.]/.test(tokens[end - 1]!.post)) return;
      // 'Compramos las entradas hace seis meses', 'Las conocí hace un año': 'hace' before a stretch of time says how long
      // ago, with no subject to agree with.
      if (['hace', 'hacía'].includes(verb.lower) && isTimeSpan(tokens, end + 1)) return;
      edits.push({ start: end, end: end + 1, to: TO_PLURAL[verb.lower]!, ...because('es:plural-subject-verb.plural') });
    });
    return edits;
  },
};
