/**
 * 'Mejor' and 'peor' are comparatives already: 'más mejor' -> 'mejor', 'los más mejores' -> 'los mejores', and a
 * comparative is made stronger with 'mucho', not 'muy': 'muy mejor' -> 'mucho mejor'. 'Más mayor' is left alone
 * (said of age, and accepted), as are 'más grande', 'muy mayor' and 'muy superior'; so is the saying 'cuanto más
 * mejor' ('the more the better'), and 'Es más, mejor...' ('what is more'), where a comma parts the two words.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const COMPARATIVES = new Set(['mejor', 'mejores', 'peor', 'peores']);
/** 'Cuanto más, mejor' and 'mientras más, mejor': the 'más' belongs to the saying. */
const SAYING = new Set(['cuanto', 'cuanta', 'cuantos', 'cuantas', 'mientras']);
/**
 * Plural forms of 'ser': after them 'mejor' describes several and agrees ('son mejores'); after 'estar' ('ahora están
 * mejor', of health) or a verb of action ('cocinan mejor') it is an adverb and does not.
 */
const PLURAL_COPULAS = new Set(['son', 'somos', 'sois', 'eran', 'éramos', 'erais', 'fueron', 'fuimos', 'serán', 'seremos', 'serían']);
const PLURAL_OF: Readonly<Record<string, string>> = { mejor: 'mejores', peor: 'peores' };
/** The words a correction of this family swaps, for the meaning check. */
export const DEGREE_SWAPS: Readonly<Record<string, string>> = { muy: 'mucho' };

export const doubleComparative: GrammarRule = {
  id: 'double-comparative',
  family: 'comparatives',
  explanation: describeFamily('es:double-comparative'),
  examples: [
    { text: 'Este restaurante es más mejor que el otro.', better: 'Este restaurante es mejor que el otro.' },
    { text: 'Mi nota fue más peor que la tuya.', better: 'Mi nota fue peor que la tuya.' },
    { text: 'Hoy me siento muy mejor.', better: 'Hoy me siento mucho mejor.' },
    { text: 'Ellos son los más mejores del equipo.', better: 'Ellos son los mejores del equipo.' },
    { text: 'Es la más mejor película del año.', better: 'Es la mejor película del año.' },
    { text: 'Más mejor es no decir nada.', better: 'Mejor es no decir nada.' },
    { text: 'El tráfico está muy peor que ayer.', better: 'El tráfico está mucho peor que ayer.' },
    { text: 'Cada día hablas más mejor.', better: 'Cada día hablas mejor.' },
    { text: 'Estos zapatos son muy mejores que los viejos.', better: 'Estos zapatos son mucho mejores que los viejos.' },
    { text: 'Mi hermano cocina mucho más mejor que yo.', better: 'Mi hermano cocina mucho mejor que yo.' },
    // Said of several after a plural 'ser' or 'estar': the plural.
    { text: 'Estos zapatos son más mejor que los otros.', better: 'Estos zapatos son mejores que los otros.' },
    { text: 'Mi hermana y yo somos más peor en química.', better: 'Mi hermana y yo somos peores en química.' },
    // After 'estar' it is the adverb: no plural.
    { text: 'Mis padres estaban enfermos, pero ahora están más mejor.', better: 'Mis padres estaban enfermos, pero ahora están mejor.' },
  ],
  counterExamples: [
    'Mi abuelo está cada día más mayor.',
    'Esta casa es más grande que la mía.',
    'Esto es lo mejor del viaje.',
    'Cuanto más mejor.',
    'Cuanto más, mejor.',
    'Es mucho mejor así.',
    'Mi abuela ya es muy mayor.',
    'Es más, mejor no le digas nada.',
    'Su trabajo es muy superior al mío.',
    'Ellos son los mejores del equipo.',
    'Me gusta más, pero es peor para la salud.',
    'Estos zapatos son mejores que los otros.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (!next || !COMPARATIVES.has(next.lower) || /[^\s]/.test(t.post)) return;
      if ((t.lower === 'más' || t.lower === 'mas') && !SAYING.has(tokens[i - 1]?.lower ?? '')) {
        // 'más mejor' -> 'mejor': the two words become the second ('Más mejor' -> 'Mejor' keeps the capital).
        // 'Estos zapatos son más mejor' -> 'son mejores': said of several, after a plural 'ser' or 'estar'.
        const copula = tokens[i - 1]?.lower === 'mucho' ? tokens[i - 2] : tokens[i - 1];
        const word = PLURAL_COPULAS.has(copula?.lower ?? '') ? (PLURAL_OF[next.lower] ?? next.lower) : next.lower;
        edits.push({ start: i, end: i + 2, to: word, ...because('es:double-comparative.mas', { word }) });
      } else if (t.lower === 'muy') {
        edits.push({ start: i, end: i + 1, to: 'mucho', ...because('es:double-comparative.muy', { word: next.lower }) });
      }
    });
    return edits;
  },
};
