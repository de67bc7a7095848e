/**
 * An irregular verb given the regular endings, as learners do before they know the irregular forms: 'yo sabo' ->
 * 'yo sé', 'ayer poní la mesa' -> 'puse', 'hacieron' -> 'hicieron'. The forms are a list (words/over-regularised-verbs.json),
 * each one no word of the dictionary, so the list names slips only; the spelling family leaves them to this one
 * ('poní' is no 'poni' with its accent lost).
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import overRegularisedVerbs from '../words/over-regularised-verbs.json';

export const OVER_REGULARISED: Readonly<Record<string, string>> = overRegularisedVerbs;

export const irregularVerbForms: GrammarRule = {
  id: 'irregular-verb-forms',
  family: 'irregular-verb-forms',
  explanation: describeFamily('es:irregular-verb-forms'),
  examples: [
    { text: 'Yo sabo cocinar muy bien.', better: 'Yo sé cocinar muy bien.' },
    { text: 'Ayer poní la mesa para mi familia.', better: 'Ayer puse la mesa para mi familia.' },
    { text: 'El verano pasado tení un accidente.', better: 'El verano pasado tuve un accidente.' },
    { text: 'Mis padres hacieron una fiesta.', better: 'Mis padres hicieron una fiesta.' },
    { text: 'Mi hermano no podió venir.', better: 'Mi hermano no pudo venir.' },
    { text: 'No conozo a nadie aquí.', better: 'No conozco a nadie aquí.' },
  ],
  counterExamples: [
    'Yo sé cocinar muy bien.',
    'Ayer puse la mesa.',
    'Mis padres hicieron una fiesta.',
    // Regular verbs whose forms look alike.
    'Ayer comí paella y bebí vino.',
    'Salí de casa a las ocho.',
    'Mis amigos andan por el parque.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const right = OVER_REGULARISED[t.lower];
      if (right) edits.push({ start: i, end: i + 1, to: matchCase(t.text, right), ...because('es:irregular-verb-forms.form') });
    });
    return edits;
  },
};
