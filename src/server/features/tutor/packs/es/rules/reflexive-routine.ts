/**
 * The verbs of a daily routine are reflexive in Spanish: 'yo levanto a las 7' -> 'me levanto', 'yo ducho' -> 'me ducho',
 * 'despierto temprano' -> 'me despierto'. Only where no object follows ('levanto la mano', 'visto a mi hijo', 'lavo el
 * coche' are right), only the 'yo' and 'nosotros' forms learners write, and only after 'yo' or 'nosotros' or first in
 * the clause, where the learner tells their own day.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** The verb form, and the pronoun it takes. */
const ROUTINE: Readonly<Record<string, string>> = {
  levanto: 'me', ducho: 'me', despierto: 'me', visto: 'me', acuesto: 'me', baño: 'me', peino: 'me', afeito: 'me', maquillo: 'me', relajo: 'me',
  levantamos: 'nos', duchamos: 'nos', despertamos: 'nos', vestimos: 'nos', acostamos: 'nos', bañamos: 'nos', relajamos: 'nos',
};
const HABER_SER_ESTAR = /^(?:he|has|ha|hemos|han|había|habías|habíamos|habían|haber|habría|soy|eres|es|somos|son|era|eran|fue|estoy|estás|está|estamos|están|estaba|estaban|sigo|sigue|muy|tan|más|menos)$/;
const DETERMINERS = new Set(['el', 'al', 'del', 'un', 'una', 'mi', 'tu', 'su', 'este', 'ese', 'nuestro', 'otro', 'cada']);
/** What may follow the verb with no object between: a time, a manner, the end of the clause, or another verb joined with 'y'. */
const AFTER = new Set(['a', 'temprano', 'tarde', 'pronto', 'rápido', 'rapido', 'muy', 'y', 'e', 'después', 'despues', 'luego', 'enseguida', 'todos', 'cada', 'siempre', 'normalmente', 'por', 'en', 'antes', 'con']);

export const reflexiveRoutine: GrammarRule = {
  id: 'reflexive-routine',
  family: 'reflexive-routine',
  explanation: describeFamily('es:reflexive-routine'),
  examples: [
    { text: 'Yo levanto a las siete.', better: 'Yo me levanto a las siete.' },
    { text: 'Despierto temprano y ducho rápido.', better: 'Me despierto temprano y me ducho rápido.' },
    { text: 'Los domingos nosotros levantamos tarde.', better: 'Los domingos nosotros nos levantamos tarde.' },
    { text: 'Después yo visto y desayuno.', better: 'Después yo me visto y desayuno.' },
  ],
  counterExamples: [
    'Me levanto a las siete.',
    'Levanto la mano en clase.',
    'Visto a mi hijo por la mañana.',
    'Despierto a mis hijos a las siete.',
    'Nos levantamos tarde.',
    'Baño al perro los sábados.',
    // Ordinary sentences that look like the error and are right.
    'Mi madre se ducha por la noche.',
    'Acuesto a los niños a las nueve.',
    'Nunca he visto a mi hermano tan feliz.',
    'Estoy despierto desde las seis.',
    'Voy al baño y vuelvo.',
    'La visto y la llevo al colegio.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const pronoun = ROUTINE[t.lower];
      if (!pronoun) return;
      const before = tokens[i - 1];
      // Already reflexive ('me levanto', 'nos duchamos'), or done to someone named before it ('la visto', 'lo baño').
      if (before && ['me', 'nos', 'se', 'te', 'lo', 'la', 'los', 'las', 'le', 'les'].includes(before.lower)) return;
      // Another word spelt the same: a participle after haber ('he visto'), an adjective after ser or estar ('estoy despierto',
      // 'es ducho'), a noun after a determiner ('el baño', 'al baño').
      if (before && (HABER_SER_ESTAR.test(before.lower) || DETERMINERS.has(before.lower))) return;
      // Said by the learner of themselves, where the pronoun belongs: after 'yo' or 'nosotros', or first in its clause.
      const opensClause = !before || /[.;:!?]/.test(before.post) || ['yo', 'nosotros', 'nosotras', 'y', 'e', 'después', 'despues', 'luego', 'primero', 'entonces'].includes(before.lower);
      if (!opensClause) return;
      const next = tokens[i + 1];
      // An object after it ('levanto la mano', 'despierto a mis hijos'): the verb is done to someone else.
      const endsClause = !next || /[,;:.!?]/.test(t.post);
      const isPersonal = next?.lower === 'a' && !/^(?:las?|la)$/.test(tokens[i + 2]?.lower ?? '');
      if (!endsClause && (!AFTER.has(next!.lower) || isPersonal)) return;
      // First in the sentence, the pronoun takes the capital ('Despierto...' -> 'Me despierto...').
      if (/^\p{Lu}/u.test(t.text)) edits.push({ start: i, end: i + 1, to: matchCase(t.text, `${pronoun} ${t.lower}`), ...because('es:reflexive-routine.pronoun', { pronoun }) });
      else edits.push({ start: i, end: i, to: pronoun, ...because('es:reflexive-routine.pronoun', { pronoun }) });
    });
    return edits;
  },
};
