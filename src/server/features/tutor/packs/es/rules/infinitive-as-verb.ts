/**
 * A verb left in the infinitive after its subject, as beginners write before they know the endings: 'Ayer yo ir al
 * cine' -> 'Ayer yo fui', 'Nosotros comer paella' -> 'comemos'. The subject pronoun says the person; a finished time in
 * the sentence ('ayer', 'el año pasado') says the preterite, otherwise the present, unless the sentence tells of a past
 * without a finished time ('cuando yo tener diez años', '... y era muy feliz'): an imperfect, maybe, which is not guessed. The form comes from the table of
 * the verbs learners need first, or by the regular endings where the dictionary knows the result as a form of the same
 * verb (so 'pensar' is never made 'penso'); where neither gives one, nothing is said.
 * Not after a preposition: 'Para ellos entender el acento es difícil' is right.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { CONJUGATIONS } from '../../../answers/spanish-conjugations';
import { spanishLexicon } from '../spanish-lexicon';
import { because, describeFamily } from '../because';
import { FINISHED_TIME } from './preterite-or-imperfect';

/** Subject pronouns and the person each takes (0 yo ... 5 ellos). 'el' and 'tu' without accents are a determiner. */
const PERSON: Record<string, number> = {
  yo: 0, tú: 1, él: 2, ella: 2, usted: 2, nosotros: 3, nosotras: 3, vosotros: 4, vosotras: 4, ellos: 5, ellas: 5, ustedes: 5,
};
/** A determiner opening a subject, and the person its noun takes ('mi padre' 2, 'mis padres' 5). */
const DETERMINER_PERSON: Record<string, number> = { mi: 2, tu: 2, su: 2, el: 2, la: 2, mis: 5, tus: 5, sus: 5, los: 5, las: 5, nuestro: 2, nuestra: 2, nuestros: 5, nuestras: 5 };
/** Where a clause, so a subject, may start: after these, or a time said first ('Ayer mi padre...', 'El año pasado mis tíos...'). */
const CLAUSE_OPENERS = new Set(['y', 'pero', 'que', 'porque', 'entonces', 'después', 'luego', 'ayer', 'hoy', 'anoche', 'anteayer', 'normalmente', 'siempre', 'pasado', 'pasada']);

/** Words that may stand between the subject and its verb ('Yo no ir', 'Ella también trabajar'). */
const BETWEEN = new Set(['no', 'también', 'siempre', 'nunca', 'ya', 'todavía']);
/** A pronoun after these is not the subject of what follows ('para ellos entender...', 'sin ella saber'). */
const PREPOSITIONS = new Set(['a', 'ante', 'con', 'contra', 'de', 'desde', 'en', 'entre', 'hacia', 'hasta', 'para', 'por', 'según', 'sin', 'sobre', 'tras']);

const PRESENT_ENDINGS: Record<string, readonly string[]> = {
  ar: ['o', 'as', 'a', 'amos', 'áis', 'an'],
  er: ['o', 'es', 'e', 'emos', 'éis', 'en'],
  ir: ['o', 'es', 'e', 'imos', 'ís', 'en'],
};
const PRETERITE_ENDINGS: Record<string, readonly string[]> = {
  ar: ['é', 'aste', 'ó', 'amos', 'asteis', 'aron'],
  er: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'],
  ir: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'],
};
/** 'yo' of a preterite keeps the stem's sound: busqué, llegué, empecé. */
const FIRST_PRETERITE_SPELLING: Array<[RegExp, string]> = [[/c$/, 'qu'], [/g$/, 'gu'], [/z$/, 'c']];

/** The verb's form for the person and tense, or null where it cannot be vouched for. */
export function conjugated(infinitive: string, person: number, isPast: boolean): string | null {
  const inTable = CONJUGATIONS.find((c) => c.verb === infinitive);
  if (inTable) return (isPast ? inTable.preterite : inTable.forms)[person]!;
  const lexicon = spanishLexicon();
  const ending = /(ar|er|ir)$/.exec(infinitive)?.[1];
  if (!lexicon || !ending) return null;
  let stem = infinitive.slice(0, -2);
  if (isPast && person === 0 && ending === 'ar') stem = FIRST_PRETERITE_SPELLING.reduce((s, [at, to]) => s.replace(at, to), stem);
  const form = stem + (isPast ? PRETERITE_ENDINGS : PRESENT_ENDINGS)[ending]![person]!;
  return lexicon.infinitivesOf(form).includes(infinitive) ? form : null;
}

/** A past told without a finished time: 'cuando', 'de niño', 'antes', or a past form of the commonest verbs beside it. */
const PAST_WITHOUT_FINISHED_TIME = /(?<![\p{L}])(?:cuando|de niñ[oa]|de pequeñ[oa]|antes|entonces|fui|fue|fuimos|fueron|era|eran|éramos|estaba|estaban|tuve|tuvo|tenía|tenían|hice|hizo|había)(?![\p{L}])/iu;

/** An infinitive the table or the dictionary knows ('ir', 'comer'; not 'mar', 'ayer'). */
export const isInfinitive = (word: string): boolean => CONJUGATIONS.some((c) => c.verb === word) || (/(?:ar|er|ir)$/.test(word) && (spanishLexicon()?.infinitivesOf(word).includes(word) ?? false));

export const infinitiveAsVerb: GrammarRule = {
  id: 'infinitive-as-verb',
  family: 'infinitive-as-verb',
  explanation: describeFamily('es:infinitive-as-verb'),
  examples: [
    { text: 'Ayer yo ir al cine con mi hermana.', better: 'Ayer yo fui al cine con mi hermana.' },
    { text: 'Nosotros comer paella los domingos.', better: 'Nosotros comemos paella los domingos.' },
    { text: 'El año pasado ella viajar a México.', better: 'El año pasado ella viajó a México.' },
    { text: 'Yo no hablar mucho español.', better: 'Yo no hablo mucho español.' },
    { text: 'Ellos vivir cerca del río.', better: 'Ellos viven cerca del río.' },
    { text: 'Anoche yo cenar con mis amigos.', better: 'Anoche yo cené con mis amigos.' },
    { text: 'Tú tener un perro muy bonito.', better: 'Tú tienes un perro muy bonito.' },
    // A subject of a determiner and a noun.
    { text: 'Ayer mi padre pagar la cuenta.', better: 'Ayer mi padre pagó la cuenta.' },
    { text: 'Los niños jugar en el parque todos los días.', better: 'Los niños juegan en el parque todos los días.' },
  ],
  counterExamples: [
    'Ayer yo fui al cine con mi hermana.',
    'Para ellos entender el acento es difícil.',
    'Yo quiero ir al cine.',
    'Nosotros vamos a comer paella.',
    'El comer bien es importante.',
    'Ella ayer no vino a clase.',
    'Yo, comer pescado, nunca.',
    // A verb whose form the endings cannot give ('pensar' is 'pienso'): nothing is said rather than a wrong form.
    'Yo pensar mucho en mi familia.',
    // A past with no finished time: an imperfect as likely as anything, not guessed.
    'Cuando yo tener diez años, vivía en el campo.',
    'Mi abuela era muy simpática y ella cocinar muy bien.',
    // A noun with an infinitive of its own, or a determiner that opens no clause.
    'Me gusta la forma de cocinar de mi madre.',
    'Quiero comprar el coche rojo.',
    'El comer bien es importante.',
  ],
  find({ tokens, text }) {
    const edits: Edit[] = [];
    const isPast = FINISHED_TIME.test(text);
    if (!isPast && PAST_WITHOUT_FINISHED_TIME.test(text)) return edits;
    tokens.forEach((t, i) => {
      // 'Mi padre pagar la cuenta', 'Los niños jugar': a determiner and its noun opening a clause are a subject too.
      const opensClause = i === 0 || /[,;:.!?]/.test(tokens[i - 1]!.post) || CLAUSE_OPENERS.has(tokens[i - 1]!.lower);
      const byNoun = opensClause && DETERMINER_PERSON[t.lower] !== undefined && tokens[i + 1] && !/[,;:.!?]/.test(t.post) && !spanishLexicon()?.isOnlyVerbForm(tokens[i + 1]!.lower);
      const person = PERSON[t.lower] ?? (byNoun ? DETERMINER_PERSON[t.lower] : undefined);
      if (person === undefined || /[,;:.!?]/.test(t.post) || PREPOSITIONS.has(tokens[i - 1]?.lower ?? '')) return;
      let at = byNoun && PERSON[t.lower] === undefined ? i + 2 : i + 1;
      if (at === i + 2 && /[,;:.!?]/.test(tokens[i + 1]!.post)) return;
      while (tokens[at] && BETWEEN.has(tokens[at]!.lower) && !/[,;:.!?]/.test(tokens[at - 1]!.post)) at += 1;
      const verb = tokens[at];
      if (!verb || /[,;:.!?]/.test(tokens[at - 1]!.post) || !isInfinitive(verb.lower)) return;
      const form = conjugated(verb.lower, person, isPast);
      if (form) edits.push({ start: at, end: at + 1, to: form, ...because('es:infinitive-as-verb.person') });
    });
    return edits;
  },
};
