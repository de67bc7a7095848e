/**
 * A condition that is not true now takes the past subjunctive after 'si', never the conditional: 'Si tendría más
 * dinero, viajaría' -> 'Si tuviera'. The conditional belongs to the other half ('viajaría'). 'No sé si vendría' (an
 * indirect question: 'whether') keeps it, so only a 'si' that opens the sentence or a clause after a pause is read.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import conditionalForms from '../words/conditional-to-past-subjunctive.json';
import { because, describeFamily } from '../because';
import { spanishLexicon } from '../spanish-lexicon';

const IRREGULAR: Record<string, string> = conditionalForms.irregular;
const PERSON_ENDINGS: ReadonlyArray<[string, string]> = [['íamos', 'éramos'], ['íais', 'erais'], ['ían', 'eran'], ['ías', 'eras'], ['ía', 'era']];
/** Subject pronouns and 'no' that may stand between 'si' and its verb ('si yo tendría', 'si no sería'). */
const BETWEEN = new Set(['yo', 'tú', 'él', 'ella', 'usted', 'nosotros', 'nosotras', 'ellos', 'ellas', 'ustedes', 'no']);

/** Forms of knowing, asking and wondering after which 'si' is 'whether' ('No sé si', 'Pregunto si'). */
const WHETHER_AFTER = new Set(['sé', 'sabes', 'sabe', 'sabemos', 'saben', 'sabía', 'pregunto', 'preguntas', 'pregunta', 'preguntó', 'dime', 'dudo', 'ver', 'veremos', 'depende', 'importa']);

/** 'tendríamos' -> 'tuviéramos', 'viajaría' -> 'viajara', 'comerías' -> 'comieras'; null for a word that is no conditional. */
export function pastSubjunctiveOf(conditional: string): string | null {
  const ending = PERSON_ENDINGS.find(([c]) => conditional.endsWith(c));
  if (!ending) return null;
  const singular = `${conditional.slice(0, -ending[0].length)}ía`;
  const firstSingular = IRREGULAR[singular] ?? regularPastSubjunctive(singular);
  if (!firstSingular) return null;
  const stem = firstSingular.slice(0, -1); // 'tuviera' -> 'tuvier'
  // 'tuviéramos': the 'we' form takes a written accent on the syllable before '-ramos'.
  const accented = ending[0] === 'íamos' ? stem.replace(/([aeiou])(r)$/, (_, v: string, r: string) => `${{ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' }[v]}${r}`) : stem;
  return `${accented}${ending[1].slice(2)}`;
}

function regularPastSubjunctive(firstSingular: string): string | null {
  const m = /^(.{2,})(ar|er|ir)ía$/.exec(firstSingular);
  if (!m) return null;
  // The conditional is the whole infinitive and '-ía' ('viajar' + 'ía'); 'quería', 'prefería' are imperfects of other verbs.
  if (!spanishLexicon()?.infinitivesOf(firstSingular).includes(`${m[1]}${m[2]}`)) return null;
  return m[2] === 'ar' ? `${m[1]}ara` : `${m[1]}iera`;
}

/** The irregular conditionals in every person and their past subjunctives ('tendríamos', 'tuviéramos'), for the meaning check (index.ts). */
export const CONDITIONAL_SWAPPED_WORDS: readonly string[] = Object.keys(IRREGULAR)
  .flatMap((singular) => PERSON_ENDINGS.map(([ending]) => `${singular.slice(0, -2)}${ending}`))
  .flatMap((conditional) => [conditional, pastSubjunctiveOf(conditional) ?? conditional]);

export const siWithConditional: GrammarRule = {
  id: 'si-with-conditional',
  family: 'si-with-conditional',
  explanation: describeFamily('es:si-with-conditional'),
  examples: [
    { text: 'Si tendría más dinero, viajaría por toda Europa.', better: 'Si tuviera más dinero, viajaría por toda Europa.' },
    { text: 'Si yo sería rico, compraría una casa.', better: 'Si yo fuera rico, compraría una casa.' },
    { text: 'Viajaría más si podría.', better: 'Viajaría más si pudiera.' },
    { text: 'Si tendríamos tiempo, iríamos a la playa.', better: 'Si tuviéramos tiempo, iríamos a la playa.' },
    { text: 'Si viviría en España, hablaría mejor.', better: 'Si viviera en España, hablaría mejor.' },
    { text: 'Si no estaría tan cansado, saldría contigo.', better: 'Si no estuviera tan cansado, saldría contigo.' },
  ],
  counterExamples: [
    'Si tuviera más dinero, viajaría.',
    'No sé si vendría a la fiesta.',
    'Me preguntó si podría ayudarle.',
    'Me gustaría saber si podría venir mañana.',
    'Quería saber si tendría tiempo.',
    'Si tengo tiempo, voy al cine.',
    'Si quieres, te ayudo.',
    // Ordinary sentences that look like the error and are right.
    'Sería genial si pudieras venir.',
    'Si hace sol, iremos a la playa.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'si') return;
      // Opening the sentence, or a clause after a comma; or after the main verb with no other verb said to ask about ('Viajaría más si podría').
      const before = tokens[i - 1];
      const opens = !before || /[,;:]/.test(before.post);
      // 'Me gustaría saber si podría venir': after a verb of knowing or asking, 'si' is 'whether'.
      const isWhether = !!before && (/(?:ar|er|ir)$/.test(before.lower) || WHETHER_AFTER.has(before.lower));
      const afterConditional = !!before && !isWhether && tokens.slice(0, i).some((w) => /ría(?:s|mos|is|n)?$/.test(w.lower) && pastSubjunctiveOf(w.lower) !== null);
      if (!opens && !afterConditional) return;
      let at = i + 1;
      while (BETWEEN.has(tokens[at]?.lower ?? '')) at++;
      const verb = tokens[at];
      const wanted = verb ? pastSubjunctiveOf(verb.lower) : null;
      if (verb && wanted) edits.push({ start: at, end: at + 1, to: wanted, ...because('es:si-with-conditional.subjunctive', { verb: wanted }) });
    });
    return edits;
  },
};
