/**
 * How long something has gone on, counted back from now: 'desde hace' and the time ('Estudio español desde dos años'
 * -> 'desde hace dos años'). 'Desde' alone takes a point in time ('desde 2020', 'desde los dos años', 'desde el lunes').
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const AMOUNTS = /^(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|muchos|muchas|varios|varias|pocos|pocas|algunos|algunas|unos|unas)$/;
const UNITS = /^(?:año|años|mes|meses|semana|semanas|día|días|hora|horas|minuto|minutos)$/;

export const desdeHace: GrammarRule = {
  id: 'desde-hace',
  family: 'desde-hace',
  explanation: describeFamily('es:desde-hace'),
  examples: [
    { text: 'Estudio español en la universidad desde dos años.', better: 'Estudio español en la universidad desde hace dos años.' },
    { text: 'Vivo en Madrid desde tres meses.', better: 'Vivo en Madrid desde hace tres meses.' },
    { text: 'Trabajo aquí desde 5 años.', better: 'Trabajo aquí desde hace 5 años.' },
    { text: 'No veo a mi abuela desde muchos años.', better: 'No veo a mi abuela desde hace muchos años.' },
  ],
  counterExamples: [
    'Estudio español desde hace dos años.',
    'Vivo aquí desde 2020.',
    'Toco el piano desde los cinco años.',
    'Estoy enfermo desde el lunes.',
    'Desde mi casa veo el mar.',
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
    return edits;
  },
};
