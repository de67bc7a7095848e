/**
 * An irregular verb given the regular endings, as learners do before they know the irregular forms: 'yo sabo' ->
 * 'yo sé', 'ayer poní la mesa' -> 'puse', 'hacieron' -> 'hicieron'. The forms are a list (words/over-regularised-verbs.json),
 * each one no word of the dictionary, so the list names slips only; the spelling family leaves them to this one
 * ('poní' is no 'poni' with its accent lost).
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import overRegularisedVerbs from '../words/over-regularised-verbs.json';
import preteritesOfParticiples from '../words/preterites-of-participles.json';

export const OVER_REGULARISED: Readonly<Record<string, string>> = overRegularisedVerbs;

/** Each irregular preterite of the first person with the third person's ('puse' -> 'puso'), from the verbs' six forms. */
const THIRD_OF_FIRST = new Map(Object.values(preteritesOfParticiples.preterites as Record<string, string[]>).map((forms) => [forms[0]!, forms[2]!]));
/** One person, not the speaker: 'Ella poní la mesa' wants 'puso', whatever the learner's ending said. */
const THIRD_PERSON_PRONOUNS = new Set(['él', 'ella', 'usted']);
const PREPOSITIONS = new Set(['con', 'para', 'en', 'a', 'de', 'por', 'sin', 'desde']);
/** A possessive before one noun names one person too: 'Mi hermano tení' -> 'tuvo'. */
const POSSESSIVES = new Set(['mi', 'tu', 'su']);

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
    // A first person's slip after one who is not the speaker: the third person.
    { text: 'Ella poní la mesa.', better: 'Ella puso la mesa.' },
    { text: 'Mi hermano tení un accidente.', better: 'Mi hermano tuvo un accidente.' },
    { text: 'Con ella poní la mesa.', better: 'Con ella puse la mesa.' },
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
      if (!right) return;
      // 'Ella poní' -> 'puso', 'Mi hermano tení' -> 'tuvo': the subject before says the person ('mi', 'tu', 'su' + one noun).
      const subjectAt = tokens[i - 1]?.lower === 'no' ? i - 2 : i - 1;
      const subject = tokens[subjectAt];
      const beforeSubject = tokens[subjectAt - 1];
      // Not after a preposition: 'Con ella poní la mesa' and 'En mi casa poní...' are the speaker's ('puse').
      const afterPreposition = (at: number) => PREPOSITIONS.has(tokens[at - 1]?.lower ?? '');
      const isThirdPerson = !!subject && ((THIRD_PERSON_PRONOUNS.has(subject.lower) && !afterPreposition(subjectAt)) || (!!beforeSubject && POSSESSIVES.has(beforeSubject.lower) && !/s$/.test(subject.lower) && !afterPreposition(subjectAt - 1)));
      const third = isThirdPerson ? THIRD_OF_FIRST.get(right) : undefined;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, third ?? right), ...because('es:irregular-verb-forms.form') });
    });
    return edits;
  },
};
