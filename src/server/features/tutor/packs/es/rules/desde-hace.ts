/**
 * How long something has gone on, counted back from now: 'desde hace' and the time ('Estudio español desde dos años'
 * -> 'desde hace dos años'). 'Desde' alone takes a point in time ('desde 2020', 'desde los dos años', 'desde el lunes').
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const AMOUNTS = /^(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|muchos|muchas|varios|varias|pocos|pocas|algunos|algunas|unos|unas)$/;
const UNITS = /^(?:año|años|mes|meses|semana|semanas|día|días|hora|horas|minuto|minutos)$/;

/** The present of verbs of what goes on ('vivo', 'trabajamos', 'estudia'), which with 'hace' and a time say how long. */
const GOES_ON_PRESENT = /^(?:vivo|vives|vive|vivimos|viven|trabajo|trabajas|trabaja|trabajamos|trabajan|estudio|estudias|estudia|estudiamos|estudian|aprendo|aprendes|aprende|aprendemos|aprenden)$/;

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
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'desde' || /[,;:.!?]/.test(t.post)) return;
      const next = tokens[i + 1];
      // Figures are no words to the tokenizer: '5' sits in the space after 'desde', and 'años' comes next.
      const isFigure = /^\s*\d{1,3}\s*$/.test(t.post) && UNITS.test(next?.lower ?? '');
      const isCount = !!next && AMOUNTS.test(next.lower) && UNITS.test(tokens[i + 2]?.lower ?? '');
      if (isFigure || isCount) edits.push({ start: i, end: i + 1, to: `${t.text} hace`, ...because('es:desde-hace.hace') });
    });
    // 'Vivo aquí hace cinco años': a present of living, working or studying with 'hace' and a time says how long: 'desde hace'.
    tokens.forEach((t, i) => {
      const verb = tokens.slice(Math.max(0, i - 4), i).find((x) => GOES_ON_PRESENT.test(x.lower));
      if (t.lower !== 'hace' || !verb || tokens[i - 1]?.lower === 'desde' || tokens.slice(i).some((x) => x.lower === 'que')) return;
      const next = tokens[i + 1];
      const isFigure = /^\s*\d{1,3}\s*$/.test(t.post) && UNITS.test(next?.lower ?? '');
      const isCount = !!next && AMOUNTS.test(next.lower) && UNITS.test(tokens[i + 2]?.lower ?? '');
      if (isFigure || isCount) edits.push({ start: i, end: i + 1, to: 'desde hace', ...because('es:desde-hace.hace') });
    });
    return edits;
  },
};
