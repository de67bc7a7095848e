/**
 * How long something has gone on, counted back from now: 'desde hace' and the time ('Estudio español desde dos años'
 * -> 'desde hace dos años'). 'Desde' alone takes a point in time ('desde 2020', 'desde los dos años', 'desde el lunes').
 * At the front, 'hace ... que' ('Es cinco años que vivo aquí' -> 'Hace cinco años que'): 'es' or 'son' there is English's
 * 'it has been'; a relative clause whose verb is past ('Son dos años que cambiaron mi vida') stays. After what goes on now,
 * 'por' and a time is English's 'for' ('Vivo en Madrid por cinco años' -> 'desde hace cinco años').
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import type { Token } from '../../../grammar/tag-sentence';
import { because, describeFamily } from '../because';
import { presentToPreterite } from '../spanish-verbs';

const AMOUNTS = /^(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|muchos|muchas|varios|varias|pocos|pocas|algunos|algunas|unos|unas)$/;
const UNITS = /^(?:año|años|mes|meses|semana|semanas|día|días|hora|horas|minuto|minutos)$/;
/** The lengths a 'por' is read as counted back over: hours and days after 'por' are more often how long each time. */
const LONG_UNITS = /^(?:año|años|mes|meses|semana|semanas)$/;

/**
 * A length of time told right after tokens[i] ('dos años', 'muchos meses'; '5 años', where the figure, no word to the
 * tokenizer, sits in the space after tokens[i]): the index of its unit, or -1.
 */
function unitOfTimeAfter(tokens: readonly Token[], i: number, units: RegExp = UNITS): number {
  if (/^\s*\d{1,3}\s*$/.test(tokens[i]!.post) && units.test(tokens[i + 1]?.lower ?? '')) return i + 1;
  return AMOUNTS.test(tokens[i + 1]?.lower ?? '') && units.test(tokens[i + 2]?.lower ?? '') ? i + 2 : -1;
}

/** The present of verbs of what goes on ('vivo', 'trabajamos', 'estudia'), which with 'hace' and a time say how long. */
const GOES_ON_PRESENT = /^(?:vivo|vives|vive|vivimos|viven|trabajo|trabajas|trabaja|trabajamos|trabajan|estudio|estudias|estudia|estudiamos|estudian|aprendo|aprendes|aprende|aprendemos|aprenden)$/;

/**
 * What goes on, said with 'estar' in the present ('estoy aprendiendo', 'están casados'): with 'por' and a time, the English
 * 'for two years' said word for word, which is 'desde hace'.
 */
const ESTAR_PRESENT = /^(?:estoy|estás|está|estamos|están)$/;
const GOES_ON_WITH_ESTAR = /^(?:aprendiendo|estudiando|trabajando|viviendo|esperando|casad[oa]s?|juntos|juntas)$/;

/** Words that may stand between 'que' and its verb: 'que no la veo', 'que ya te conozco'. */
const BEFORE_VERB = /^(?:no|ya|me|te|lo|la|le|nos|os|se|los|las|les)$/;

/** 'Es|Son' opening a sentence, a time, then 'que' and a verb in the present: the learner means 'hace ... que'. */
function isItHasBeen(tokens: readonly Token[], i: number): boolean {
  const [t, previous] = [tokens[i]!, tokens[i - 1]];
  const opens = !previous || /[.!?;:,]/.test(previous.post) || (previous.lower === 'ya' && (!tokens[i - 2] || /[.!?;:,]/.test(tokens[i - 2]!.post)));
  if (!opens || !/^(?:es|son)$/.test(t.lower) || /[,;:.!?]/.test(t.post)) return false;
  const unitAt = unitOfTimeAfter(tokens, i);
  if (unitAt < 0 || tokens[unitAt + 1]?.lower !== 'que') return false;
  const verb = tokens.slice(unitAt + 2).find((x) => !BEFORE_VERB.test(x.lower));
  // The present of 'yo', 'tú' or 'nosotros' ('vivo', 'estudias', 'trabajamos'): a third person may be a relative clause's ('Es una
  // semana que tiene muchas fiestas').
  return !!verb && (GOES_ON_PRESENT.test(verb.lower) || (presentToPreterite(verb.lower) !== null && /(?:o|as|es|amos|emos|imos)$/.test(verb.lower)));
}

export const desdeHace: GrammarRule = {
  id: 'desde-hace',
  family: 'desde-hace',
  explanation: describeFamily('es:desde-hace'),
  examples: [
    { text: 'Estudio español en la universidad desde dos años.', better: 'Estudio español en la universidad desde hace dos años.' },
    { text: 'Vivo en Madrid desde tres meses.', better: 'Vivo en Madrid desde hace tres meses.' },
    { text: 'Trabajo aquí desde 5 años.', better: 'Trabajo aquí desde hace 5 años.' },
    { text: 'No veo a mi abuela desde muchos años.', better: 'No veo a mi abuela desde hace muchos años.' },
    { text: 'Vivo aquí hace cinco años.', better: 'Vivo aquí desde hace cinco años.' },
    { text: 'Estudio español hace 2 años.', better: 'Estudio español desde hace 2 años.' },
    { text: 'Es cinco años que vivo aquí.', better: 'Hace cinco años que vivo aquí.' },
    { text: 'Son 3 meses que trabajo en un hotel.', better: 'Hace 3 meses que trabajo en un hotel.' },
    { text: 'Ya son dos años que no veo a mi abuela.', better: 'Ya hace dos años que no veo a mi abuela.' },
    { text: 'Me encanta Sevilla. Son muchos años que la visito.', better: 'Me encanta Sevilla. Hace muchos años que la visito.' },
    // 'por' and a time after what goes on now: the English 'for'.
    { text: 'Vivo en Madrid por cinco años.', better: 'Vivo en Madrid desde hace cinco años.' },
    { text: 'Estoy aprendiendo español por dos años.', better: 'Estoy aprendiendo español desde hace dos años.' },
    { text: 'Mis tíos ya están casados por treinta años.', better: 'Mis tíos ya están casados desde hace treinta años.' },
    { text: 'Estudio español para tres años.', better: 'Estudio español desde hace tres años.' },
  ],
  counterExamples: [
    'Estudio español desde hace dos años.',
    'Vivo aquí desde 2020.',
    'Toco el piano desde los cinco años.',
    'Estoy enfermo desde el lunes.',
    'Desde mi casa veo el mar.',
    'Hace cinco años que vivo aquí.',
    'Viví en Roma hace cinco años.',
    // Ordinary sentences that look like the error and are right.
    'Trabajo en esta empresa desde enero.',
    'Nos conocemos desde niños.',
    // 'es' and 'son' that are no 'hace': the hour, a past relative clause, a time that is the subject.
    'Son las cinco y media.',
    'Son dos años que cambiaron mi vida.',
    'Es un año que recordaré siempre.',
    'Son dos semanas que tienen muchas fiestas.',
    'Dos años es mucho tiempo.',
    'Hace dos años que estudio español.',
    'Trabajé allí por cinco años.',
    'Voy a vivir aquí por un año.',
    'Vivo aquí por el trabajo de mi marido.',
    'Estoy aquí por dos semanas de vacaciones.',
    'Trabajo por 8 horas al día.',
    'Vivo en Madrid por cinco años más.',
    'Trabajo para una empresa de tres personas.',
    'Estudio para dos exámenes esta semana.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (isItHasBeen(tokens, i)) edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'hace'), ...because('es:desde-hace.hace-que') });
    });
    tokens.forEach((t, i) => {
      if (t.lower !== 'desde' || /[,;:.!?]/.test(t.post)) return;
      if (unitOfTimeAfter(tokens, i) >= 0) edits.push({ start: i, end: i + 1, to: `${t.text} hace`, ...because('es:desde-hace.hace') });
    });
    // 'Vivo aquí hace cinco años': a present of living, working or studying with 'hace' and a time says how long: 'desde hace'.
    tokens.forEach((t, i) => {
      const verb = tokens.slice(Math.max(0, i - 4), i).find((x) => GOES_ON_PRESENT.test(x.lower));
      if (t.lower !== 'hace' || !verb || tokens[i - 1]?.lower === 'desde' || tokens.slice(i).some((x) => x.lower === 'que')) return;
      if (unitOfTimeAfter(tokens, i) >= 0) edits.push({ start: i, end: i + 1, to: 'desde hace', ...because('es:desde-hace.hace') });
    });
    // 'Vivo en Madrid por cinco años', 'Estoy aprendiendo español por dos años', 'Están casados por 35 años': 'por' (or 'para') and a
    // time after what goes on now is English's 'for'; Spanish counts it back with 'desde hace' ('Trabajé allí por cinco años',
    // a time gone, and 'Voy a vivir aquí por un año', one to come, keep 'por').
    tokens.forEach((t, i) => {
      if ((t.lower !== 'por' && t.lower !== 'para') || /[,;:.!?]/.test(t.post)) return;
      const before = tokens.slice(Math.max(0, i - 4), i);
      const goesOn = before.some((x) => GOES_ON_PRESENT.test(x.lower)) || before.some((x, k) => ESTAR_PRESENT.test(x.lower) && GOES_ON_WITH_ESTAR.test(before[k + 1]?.lower ?? ''));
      if (!goesOn || before.some((x) => /[.;:!?]/.test(x.post))) return;
      // Years, months or weeks counted back ('por ocho horas al día', 'por cinco años más' say how much, or how much more).
      const unitAt = unitOfTimeAfter(tokens, i, LONG_UNITS);
      if (unitAt >= 0 && !/^(?:más|al|a|cada|por|de)$/.test(tokens[unitAt + 1]?.lower ?? '')) edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'desde hace'), ...because('es:desde-hace.hace') });
    });
    return edits;
  },
};
