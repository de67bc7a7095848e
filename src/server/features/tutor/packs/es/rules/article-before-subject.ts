/**
 * A noun that opens the sentence as its subject takes its article in Spanish, where English may leave it out:
 * 'Perro corrió en el parque' -> 'El perro corrió', 'Español es difícil' -> 'El español es difícil', 'Música es
 * mi pasión' -> 'La música'. Only a common noun whose gender the dictionary tells, right before a verb, and
 * never a name ('Madrid es', 'Barcelona tiene'), a word that can be a verb itself ('Como pan'), an
 * adverb of time ('Mañana es sábado'), or a noun with no verb after it.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { genderOf, isPluralSpanish, singularSpanish, SPANISH_GRAMMAR_WORDS } from '../spanish-words';
import { because, describeFamily } from '../because';

const ARTICLES = { masculine: ['El', 'Los'], feminine: ['La', 'Las'] } as const;
/** The verbs a subject most often comes before, by form: enough to tell a subject from a noun said alone. */
/** Nouns that are also adverbs of time: 'Mañana es sábado' (tomorrow), 'Tarde es mejor que nunca'. */
const TIME_ADVERBS = new Set(['mañana', 'tarde', 'temprano', 'noche', 'hoy', 'ayer']);
/** Pronouns and interjections, which never take an article ('Ella es', 'Ellos viven', 'Gracias es una palabra'). */
const PRONOUNS = new Set(['yo', 'tú', 'él', 'ella', 'ellas', 'ello', 'ellos', 'usted', 'ustedes', 'nosotros', 'nosotras', 'vosotros', 'vosotras', 'esto', 'eso', 'aquello', 'alguien', 'nadie', 'nada', 'algo', 'todo', 'todos', 'todas', 'mucho', 'muchos', 'muchas', 'poco', 'pocos', 'otro', 'otros', 'otra', 'otras', 'uno', 'una', 'gracias', 'hola', 'adiós', 'bueno', 'vale']);
/** Conjunctions and adverbs that open a sentence and are also nouns in the dictionary ('pero', a pear tree): never a subject. */
const SENTENCE_OPENERS = new Set(['pero', 'sino', 'aunque', 'porque', 'pues', 'entonces', 'luego', 'además', 'también', 'tampoco', 'solo', 'sólo', 'siempre', 'nunca', 'quizás', 'quizá', 'bueno', 'claro', 'vale']);
const COMMON_VERBS = /^(es|son|era|eran|fue|fueron|está|están|estaba|estaban|tiene|tienen|tenía|tenían|hay|puede|pueden|va|van|hace|hacen|parece|parecen|me|te|le|nos|les)$/;

export const articleBeforeSubject: GrammarRule = {
  id: 'article-before-subject',
  family: 'article-before-subject',
  explanation: describeFamily('es:article-before-subject'),
  examples: [
    { text: 'Música es mi pasión.', better: 'La música es mi pasión.' },
    { text: 'Perros son muy leales.', better: 'Los perros son muy leales.' },
    { text: 'Gato durmió tranquilamente en el sofá.', better: 'El gato durmió tranquilamente en el sofá.' },
    { text: 'Español es muy útil en mi trabajo.', better: 'El español es muy útil en mi trabajo.' },
  ],
  counterExamples: [
    '¿Barriga es lo mismo que estómago?',
    'El perro corrió en el parque.',
    'Madrid es muy bonita.', // a name
    'Barcelona tiene playas.',
    'Como pan todos los días.', // a verb
    'Perro grande y negro.', // no verb after it
    'Ayer fui al cine.',
    'Mañana es sábado.',
    'Ellos viven juntos.',
    // Ordinary sentences that look like the error and are right.
    'El perro duerme en el sofá.',
    'Los niños juegan en la calle.',
    'La música suena muy fuerte.',
    'Él es mi amigo preferido.',
    // A conjunction or an adverb that opens the sentence.
    'Pero practicamos en español, poco a poco.',
    'Luego fuimos a cenar.',
  ],
  find({ tokens }) {
    const [first, next] = tokens;
    if (!first || !next || !/^\p{Lu}\p{Ll}+$/u.test(first.text) || first.post !== ' ') return [];
    const lexicon = spanishLexicon();
    const noun = first.lower;
    if (!lexicon || lexicon.hasEntry(first.text) || lexicon.infinitivesOf(noun).length > 0 || TIME_ADVERBS.has(noun) || PRONOUNS.has(noun) || SENTENCE_OPENERS.has(noun) || SPANISH_GRAMMAR_WORDS.has(noun)) return [];
    // Right before a verb: a common one by form, or one the dictionary reads only as a verb ('corrió').
    const isVerbNext = COMMON_VERBS.test(next.lower) || (lexicon.isOnlyVerbForm(next.lower) && !/(ar|er|ir)$/.test(next.lower));
    const gender = genderOf(noun, true) ?? (['español', 'inglés', 'café', 'amor', 'tiempo'].includes(singularSpanish(noun)) ? 'masculine' : null);
    // '¿Barriga es lo mismo que estómago?', 'Madrugar significa...': a word talked about, not a subject, takes no article.
    const isWordTalkedAbout = /^(?:es lo mismo que|significa|quiere decir|se escribe|se dice|se pronuncia|es una palabra)(?![\p{L}])/iu.test(tokens.slice(1, 6).map((t) => t.text + t.post).join(''));
    if (!isVerbNext || !gender || isWordTalkedAbout) return [];
    const article = ARTICLES[gender][isPluralSpanish(noun) ? 1 : 0];
    return [{ start: 0, end: 1, to: `${article} ${noun}`, ...because('es:article-before-subject.article', { noun, article: article.toLowerCase() }) } satisfies Edit];
  },
};
