/**
 * Agreement across the noun phrase and the predicate: 'el casa' -> 'la casa', 'una ciudad pequeño' ->
 * 'pequeña', 'dos gato' -> 'dos gatos', and 'Ella es muy simpático' / 'El dinero es cara' -> agreeing with the
 * real subject: a pronoun or a noun phrase that starts the clause ('La comida del restaurante es cara' is
 * left alone: 'restaurante' is not the subject). Adjectives are the dictionary's gendered ones (alto/alta/
 * altos/altas); 'bajo el puente' is a preposition, 'todo', 'mucho' are quantifiers: neither is touched.
 */
import type { Token } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { genderOf, gendered, inflectAdjective, isPluralSpanish, isVerbOrDictionaryNoun, singularSpanish } from '../spanish-words';
import { because, describeFamily } from '../because';
import type { Because } from '../../../grammar/reason';
import invariableColoursWords from '../words/invariable-colours.json';
import oneGenderAdjectives from '../words/one-gender-adjectives.json';
import peopleWords from '../words/people.json';

type Gender = 'masculine' | 'feminine';
type Agreement = { gender: Gender | null; isPlural: boolean };

const ARTICLES: Record<string, { gender: Gender; isPlural: boolean; partner: string }> = {
  el: { gender: 'masculine', isPlural: false, partner: 'la' }, la: { gender: 'feminine', isPlural: false, partner: 'el' },
  un: { gender: 'masculine', isPlural: false, partner: 'una' }, una: { gender: 'feminine', isPlural: false, partner: 'un' },
  los: { gender: 'masculine', isPlural: true, partner: 'las' }, las: { gender: 'feminine', isPlural: true, partner: 'los' },
  unos: { gender: 'masculine', isPlural: true, partner: 'unas' }, unas: { gender: 'feminine', isPlural: true, partner: 'unos' },
};
// Demonstratives and quantifiers change for gender the same way: 'estas días' -> 'estos días', 'muchas eventos' -> 'muchos',
// 'mucho gente' -> 'mucha gente', 'ninguna idioma' -> 'ningún idioma'.
for (const [masculine, feminine, isPlural] of [
  ['este', 'esta', false], ['estos', 'estas', true], ['ese', 'esa', false], ['esos', 'esas', true], ['aquel', 'aquella', false], ['aquellos', 'aquellas', true],
  ['mucho', 'mucha', false], ['muchos', 'muchas', true], ['poco', 'poca', false], ['pocos', 'pocas', true], ['otro', 'otra', false], ['otros', 'otras', true],
  ['tanto', 'tanta', false], ['tantos', 'tantas', true], ['algún', 'alguna', false], ['algunos', 'algunas', true], ['ningún', 'ninguna', false],
  ['nuestro', 'nuestra', false], ['nuestros', 'nuestras', true],
] as const) {
  ARTICLES[masculine] = { gender: 'masculine', isPlural, partner: feminine };
  ARTICLES[feminine] = { gender: 'feminine', isPlural, partner: masculine };
}
/** 'está', 'estás', 'están' written without their accent, which look like 'esta' and 'estas'. */
const ESTAR_WITHOUT_ACCENT = new Set(['esta', 'estas', 'estan']);
/** Times a demonstrative names ('esta semana', 'este verano'): after them 'esta' is the demonstrative, whatever came before. */
const TIME_NOUNS = new Set(['verano', 'invierno', 'otoño', 'primavera', 'semana', 'semanas', 'mes', 'meses', 'año', 'años', 'fin', 'mañana', 'tarde', 'noche', 'vez', 'día', 'días', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo', 'momento', 'curso', 'trimestre']);
const DETERMINERS = new Set([...Object.keys(ARTICLES), 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'esos', 'esas', 'nuestro', 'nuestra', 'nuestros', 'nuestras']);
/** 'todo' and its forms: [masculine, feminine, plural?]. */
const TODO: Record<string, [string, string, boolean]> = {
  todo: ['todo', 'toda', false], toda: ['todo', 'toda', false], todos: ['todos', 'todas', true], todas: ['todos', 'todas', true],
};
/** A quantifier in the singular and its plurals, masculine and feminine: 'mucho amigos' -> 'muchos amigos'. */
const SINGULAR_QUANTIFIERS: Record<string, [string, string]> = {
  mucho: ['muchos', 'muchas'], mucha: ['muchos', 'muchas'], poco: ['pocos', 'pocas'], poca: ['pocos', 'pocas'],
  tanto: ['tantos', 'tantas'], tanta: ['tantos', 'tantas'], otro: ['otros', 'otras'], otra: ['otros', 'otras'],
};
const PROPIO: Record<string, true> = { propio: true, propia: true, propios: true, propias: true };
/** 'pero' and 'sino' join clauses; as nouns ('un pero', 'los peros') they are rare and never counted after a number. */
const CONJUNCTIONS = new Set(['pero', 'sino']);
const NUMBERS = new Set(['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'muchos', 'muchas', 'varios', 'varias']);
const SUBJECT_PRONOUNS: Record<string, Agreement> = {
  él: { gender: 'masculine', isPlural: false }, ella: { gender: 'feminine', isPlural: false },
  ellos: { gender: 'masculine', isPlural: true }, ellas: { gender: 'feminine', isPlural: true },
  nosotras: { gender: 'feminine', isPlural: true }, vosotras: { gender: 'feminine', isPlural: true },
  // A mixed group or one of men: only the number is sure ('Nosotros somos feliz' -> 'felices').
  nosotros: { gender: null, isPlural: true },
};
const COPULAS = new Set(['somos', 'estamos', 'éramos', 'estábamos', 'es', 'son', 'está', 'están', 'era', 'eran', 'estaba', 'estaban', 'fue', 'fueron', 'parece', 'parecen', 'será', 'serán']);
const DEGREE = new Set(['muy', 'tan', 'bastante', 'demasiado', 'más', 'menos', 'no', 'también', 'siempre', 'realmente', 'super', 'súper']);
/** Where a clause (and so a subject) can start. */
const CLAUSE_OPENERS = new Set(['y', 'pero', 'porque', 'que', 'cuando', 'aunque', 'si', 'pues', 'mientras', 'donde']);


/**
 * Adjectives with one form for both genders, singular -> plural ('difícil' -> 'difíciles', 'feliz' -> 'felices'):
 * they agree in number only ('unas preguntas muy difícil' -> 'difíciles', 'Mis padres son feliz' -> 'felices').
 */
const ONE_GENDER_PLURALS: Record<string, string> = oneGenderAdjectives.plurals;
const ONE_GENDER_SINGULARS: Record<string, string> = Object.fromEntries(Object.entries(ONE_GENDER_PLURALS).map(([singular, plural]) => [plural, singular]));
const isOneGender = (word: string) => !!ONE_GENDER_PLURALS[word] || !!ONE_GENDER_SINGULARS[word];

/**
 * Colours named after a thing ('naranja', 'rosa', 'violeta'): after a noun they are adjectives of one form for
 * every gender and number ('unas camisas naranja', 'unos zapatos rosa'), neither inflected nor read as the noun.
 */
const INVARIABLE_COLOURS = new Set<string>(invariableColoursWords);

/**
 * People named by a noun (words/people.json), whose gender is the person's. 'madre', 'tía': an adjective agrees with it
 * ('Mi tía es muy generoso' -> 'generosa'), though a short word may miss the dictionary's check. 'pareja', 'estudiante':
 * a man or a woman, so an adjective after it is not corrected ('Mi pareja es alto' may be right). 'jefe'/'jefa',
 * 'presidente'/'presidenta': a feminine in -a that learners often do not know, so an article that does not match may be
 * right and the noun wrong ('la jefe' is 'la jefa' as often as 'el jefe'): then the phrase is left alone ('el amiga' is
 * the article's slip: the -o/-a pairs are known).
 */
const PERSON_GENDERS: Record<string, string> = peopleWords;
const personOf = (word: string) => PERSON_GENDERS[word] ?? PERSON_GENDERS[singularSpanish(word)];
function personGenderOf(word: string): Gender | null {
  const gender = personOf(word);
  return gender === 'f' ? 'feminine' : gender === 'm' ? 'masculine' : null;
}
const isEitherPerson = (word: string) => personOf(word) === 'either';
function hasOtherGenderForm(word: string): boolean {
  const singular = singularSpanish(word);
  const stem = singular.replace(/[oea]$/, '');
  const gender = personOf(singular);
  return !!gender && stem !== singular && [`${stem}a`, `${stem}e`].every((form) => PERSON_GENDERS[form] !== undefined && PERSON_GENDERS[form] !== 'either') && PERSON_GENDERS[`${stem}a`] !== PERSON_GENDERS[`${stem}e`];
}

/** The adjective at `at`, if it is one that agrees, used as an adjective (not 'bajo el puente'). */
function adjectiveAt(tokens: readonly Token[], at: number): Token | null {
  const t = tokens[at];
  if (!t || INVARIABLE_COLOURS.has(t.lower) || !(gendered(t.lower) || isOneGender(t.lower))) return null;
  if (DETERMINERS.has(tokens[at + 1]?.lower ?? '')) return null;
  return t;
}

function agree(tokens: readonly Token[], at: number, agreement: Agreement, reason: Because, edits: Edit[]): void {
  const adjective = adjectiveAt(tokens, at);
  if (!adjective) return;
  const base = gendered(adjective.lower);
  const oneGender = base ? null : (ONE_GENDER_SINGULARS[adjective.lower] ?? adjective.lower);
  if (!oneGender && !agreement.gender) return;
  const wanted = oneGender ? (agreement.isPlural ? ONE_GENDER_PLURALS[oneGender]! : oneGender) : inflectAdjective(base!, agreement.gender!, agreement.isPlural);
  if (wanted !== adjective.lower) edits.push({ start: at, end: at + 1, to: matchCase(adjective.text, wanted), ...reason });
}

/** The adjectives after a copula: 'es muy alta y delgada'. */
/** Words that are adverbs as often as adjectives: after a verb's object they say when or how ('Terminé la tarea rápido'). */
const WHEN_OR_HOW = new Set(['pronto', 'temprano', 'tarde', 'rápido', 'despacio']);
/** What something cost, said of the buying ('Compré la casa barato'): adverbs after a verb of buying or paying only. */
const PRICE_ADVERBS = new Set(['barato', 'caro']);
const BUYING = /^(?:compr|vend|pag|cost|cuest|alquil)/;
const PREPOSITIONS = new Set(['en', 'a', 'de', 'con', 'para', 'por', 'sin', 'sobre', 'desde', 'hasta', 'entre']);
/** When something happens: an adverb after 'es' too ('La reunión es temprano'). */
const WHEN_ADVERBS = new Set(['pronto', 'temprano', 'tarde']);
/** Where, said after a noun ('¿Hay un metro cerca?', 'una casa lejos'): adverbs, which never agree ('cerca' is no 'cerco'). */
const WHERE_ADVERBS = new Set(['cerca', 'lejos', 'encima', 'debajo', 'delante', 'detrás', 'dentro', 'fuera', 'enfrente', 'aquí', 'allí', 'ahí', 'allá', 'arriba', 'abajo']);

function agreePredicate(tokens: readonly Token[], copulaAt: number, subject: Agreement, edits: Edit[]): void {
  let at = copulaAt + 1;
  while (DEGREE.has(tokens[at]?.lower ?? '')) at++;
  // 'La clase es temprano', 'La cena es tarde': when it happens, an adverb after 'es', never agreeing.
  // 'Mi hotel está cerca de la plaza': where it is, an adverb after 'está', never agreeing.
  if (!adjectiveAt(tokens, at) || WHEN_ADVERBS.has(tokens[at]?.lower ?? '') || WHERE_ADVERBS.has(tokens[at]?.lower ?? '')) return;
  // 'Mi padre es buena persona', 'Mi novio es buena gente': an adjective before a noun is that noun's, not the subject's.
  const after = tokens[at + 1];
  if (after && !/[,;:.!?]/.test(tokens[at]!.post) && genderOf(after.lower, true) !== null) return;
  agree(tokens, at, subject, because('es:gender-and-number.subject'), edits);
  if (['y', 'e'].includes(tokens[at + 1]?.lower ?? '')) {
    let next = at + 2;
    while (DEGREE.has(tokens[next]?.lower ?? '')) next++;
    agree(tokens, next, subject, because('es:gender-and-number.subject'), edits);
  }
}

/** A noun in the plural by the dictionary's plural rule ('tíos' = tío + s), and no verb form ('comes'). */
function isPluralNoun(word: string): boolean {
  const lexicon = spanishLexicon();
  if (!lexicon || !/s$/.test(word) || lexicon.hasEntry(word) || lexicon.infinitivesOf(word).length > 0) return false;
  return lexicon.analyses(word).some((a) => a.via.length === 1 && a.via[0]!.flag === 'S');
}

const startsClause = (tokens: readonly Token[], at: number) =>
  at === 0 || CLAUSE_OPENERS.has(tokens[at - 1]!.lower) || /[,;:]/.test(tokens[at - 1]!.post);

/**
 * A greeting or a thanks ('buenos días', 'muchas gracias', 'gracias') ends its phrase: the word after it is the person
 * greeted ('buenos dias lucia', 'gracias Marta'), never an adjective of 'días' or 'gracias' to agree.
 */
const GREETING_NOUNS = new Set(['días', 'dias', 'tardes', 'noches', 'gracias']);
const GREETING_OPENERS = new Set(['buenos', 'buenas', 'muchas', 'mil', 'muchísimas']);
/** 'Mucho gusto, Lucía', 'un gusto lucia': what follows the greeting is whom it greets (a name written small), never its adjective. */
const isPleasedToMeet = (tokens: readonly Token[], at: number) => tokens[at]!.lower === 'gusto' && ['mucho', 'un', 'tanto'].includes(tokens[at - 1]?.lower ?? '') && startsClause(tokens, at - 1);
const isGreeting = (tokens: readonly Token[], at: number) =>
  isPleasedToMeet(tokens, at) || (GREETING_NOUNS.has(tokens[at]!.lower) && (GREETING_OPENERS.has(tokens[at - 1]?.lower ?? '') || (tokens[at]!.lower === 'gracias' && startsClause(tokens, at))));

const COORDINATORS = new Set(['y', 'e', 'o', 'u', 'ni']);
/** Verbs whose subject is the thing liked ('me gusta', 'nos encantaba'): a 'mucho' or 'poco' after one says how much, an adverb. */
/** Articles that are object pronouns too ('la veo', 'los llamo'). */
const OBJECT_PRONOUNS = new Set(['la', 'lo', 'las', 'los']);
/** Words after which 'la' or 'lo' before a verb is its object ('y la echo de menos', 'yo lo cuento', 'no la veo'). */
const BEFORE_A_PRONOUN = new Set(['y', 'e', 'o', 'pero', 'no', 'que', 'yo', 'tú', 'él', 'ella', 'nosotros', 'nosotras', 'ellos', 'ellas', 'usted', 'también', 'siempre', 'ya', 'nunca', 'solo', 'sólo', 'todavía', 'aún', 'ahora', 'hoy', 'cuando', 'si']);
const VERB_OF_LIKING = /^(?:gust|encant|interes|import|molest|fascin|preocup)(?:a|an|ó|aron|aba|aban|aría|arían)$/;
const ADVERB_FORMS = new Set(['mucho', 'poco', 'tanto']);
/** After a noun these say how much of the verb ('nos encantan los perros muchísimo'): adverbs, not adjectives. */
const QUANTITY_ADVERBS = /^(mucho|poco|demasiado|bastante|muchísimo|poquísimo)$/;
/** 'Su fruta favorita es mango': a favourite is named, and the name after ser is a noun, not an adjective. */
const FAVOURITE = /^favorit[oa]s?$/;
/** Copulas of a plural subject: after two nouns joined by 'y' the verb is plural though each noun is singular. */
const PLURAL_COPULAS = new Set(['somos', 'estamos', 'éramos', 'estábamos', 'son', 'están', 'eran', 'estaban', 'fueron', 'parecen', 'serán']);

/**
 * The noun phrase starting at `start` is the second of two joined by 'y', 'o' or a comma ('la historia y la
 * música', 'días y noches'): an adjective after it, or a verb after both, may agree with the pair.
 */
function isJoinedToNounBefore(tokens: readonly Token[], start: number): boolean {
  const joiner = tokens[start - 1];
  if (!joiner) return false;
  if (/,/.test(joiner.post) && genderOf(joiner.lower, true)) return true;
  const noun = tokens[start - 2];
  return COORDINATORS.has(joiner.lower) && !!noun && !!genderOf(noun.lower, true);
}

export const genderAndNumber: GrammarRule = {
  id: 'gender-and-number',
  family: 'gender-number',
  subFamilies: ['quantifier-number'],
  explanation: describeFamily('es:gender-and-number'),
  examples: [
    { text: 'Tengo un gusto muy rara para la música.', better: 'Tengo un gusto muy raro para la música.' },
    { text: 'La libro es interesante.', better: 'El libro es interesante.' },
    { text: 'Tengo una perro.', better: 'Tengo un perro.' },
    // A person named by a noun whose gender is the person's, short or not in -o/-a.
    { text: 'Mi tía es muy generoso.', better: 'Mi tía es muy generosa.' },
    { text: 'Mis tías son simpáticos.', better: 'Mis tías son simpáticas.' },
    { text: 'Mi tío es muy alta.', better: 'Mi tío es muy alto.' },
    // After a copula the same words describe the noun, and agree.
    { text: 'Es una casa barato.', better: 'Es una casa barata.' },
    { text: 'Voy a la playa esta verano.', better: 'Voy a la playa este verano.' }, // after a noun, but before a time: the demonstrative
    { text: 'Es una respuesta rápido.', better: 'Es una respuesta rápida.' },
    { text: 'Quiero una camisa barato.', better: 'Quiero una camisa barata.' },
    { text: 'Necesito una mesa alto.', better: 'Necesito una mesa alta.' },
    { text: 'Vivo en una casa barato.', better: 'Vivo en una casa barata.' },
    // Everyday feminines in -pa, -ta and -ma (a list: the Greek 'el tema', 'el mapa' end alike).
    { text: 'Quiero el sopa de pollo.', better: 'Quiero la sopa de pollo.' },
    { text: 'Mi amiga Laura es muy alto.', better: 'Mi amiga Laura es muy alta.' },
    { text: 'Necesito un chaqueta nueva.', better: 'Necesito una chaqueta nueva.' },
    { text: 'Compré una camisa blanco.', better: 'Compré una camisa blanca.' },
    { text: 'Tengo tres hermana.', better: 'Tengo tres hermanas.' },
    { text: 'El problema es pequeña.', better: 'El problema es pequeño.' },
    { text: 'Ella es muy simpático.', better: 'Ella es muy simpática.' },
    { text: 'Ella es alta y delgado.', better: 'Ella es alta y delgada.' },
    { text: 'El dinero es cara en esta ciudad.', better: 'El dinero es caro en esta ciudad.' },
    { text: 'Mis abuelas son muy generosos.', better: 'Mis abuelas son muy generosas.' },
    { text: 'Ellos estaban cansadas después del viaje.', better: 'Ellos estaban cansados después del viaje.' },
    { text: 'Vivimos en una casa antiguo.', better: 'Vivimos en una casa antigua.' },
    { text: 'Estas días trabajo mucho.', better: 'Estos días trabajo mucho.' },
    { text: 'Fue un viaje muy bonita.', better: 'Fue un viaje muy bonito.' },
    { text: 'Mi primos viven en el campo.', better: 'Mis primos viven en el campo.' },
    { text: 'Escribo mis propios novelas.', better: 'Escribo mis propias novelas.' },
    { text: 'Mis hermanos son muy amable.', better: 'Mis hermanos son muy amables.' },
    { text: 'Compramos unas sillas azul.', better: 'Compramos unas sillas azules.' },
    { text: 'Nosotros estábamos triste.', better: 'Nosotros estábamos tristes.' },
    { text: 'Él es muy inteligentes.', better: 'Él es muy inteligente.' },
    { text: 'Todos mis amigas vinieron a la fiesta.', better: 'Todas mis amigas vinieron a la fiesta.' },
    { text: 'Paso toda el verano en la playa.', better: 'Paso todo el verano en la playa.' },
    { text: 'Todas los días camino al trabajo.', better: 'Todos los días camino al trabajo.' },
    { text: 'Nunca voy a muchas conciertos.', better: 'Nunca voy a muchos conciertos.' },
    { text: 'La mediodía es la hora de comer.', better: 'El mediodía es la hora de comer.' },
    { text: 'Vimos una gorila en el zoo.', better: 'Vimos un gorila en el zoo.' },
    // Nouns whose ending does not tell their gender (words/feminine-in-o.json, words/masculine-in-a.json).
    { text: 'Me molesta el luz del sol.', better: 'Me molesta la luz del sol.' },
    { text: 'Es una lugar muy tranquilo.', better: 'Es un lugar muy tranquilo.' },
    { text: 'Mañana tengo una examen de química.', better: 'Mañana tengo un examen de química.' },
    { text: 'Los nubes tapan el sol.', better: 'Las nubes tapan el sol.' },
    // Quantifiers and demonstratives before a singular noun agree too.
    { text: 'Había mucho gente en la plaza.', better: 'Había mucha gente en la plaza.' },
    { text: 'No hablo ninguna idioma más.', better: 'No hablo ningún idioma más.' },
    { text: 'Quiero otra café con leche.', better: 'Quiero otro café con leche.' },
    { text: 'Leí algunas libros de historia.', better: 'Leí algunos libros de historia.' },
    { text: 'Tiene la piel moreno.', better: 'Tiene la piel morena.' },
    // A colour that does agree still does.
    { text: 'Llevaba unas camisas blanco.', better: 'Llevaba unas camisas blancas.' },
    // A quantifier in the singular before a plural noun (measured apart: quantifier-number).
    { text: 'Tengo mucho amigos en la universidad.', better: 'Tengo muchos amigos en la universidad.' },
    { text: 'Hay poco personas en clase.', better: 'Hay pocas personas en clase.' },
    { text: 'Este año tengo otro clases.', better: 'Este año tengo otras clases.' },
    { text: 'Nunca vi tanta libros juntos.', better: 'Nunca vi tantos libros juntos.' },
    // Nights and days that are no greeting still agree.
    { text: 'Pasamos unas noches tranquilo en la playa.', better: 'Pasamos unas noches tranquilas en la playa.' },
    // A plural noun whose gender is not sure: its number, for an adjective of one form for both genders.
    { text: 'Los clientes son muy difícil.', better: 'Los clientes son muy difíciles.' },
  ],
  counterExamples: [
    'Los clientes son amables.',
    // Where it is, said with an adverb after 'está': no agreement.
    'Mi barrio está cerca de la plaza.',
    'Mi hotel esta cerca del centro.',
    'Las tiendas están lejos de aquí.',
    'Un gusto conocerte, lucia.',
    '¿Hay un metro cerca?',
    'Tenemos una casa lejos del centro y otra cerca.',
    'mucho gusto lucia',
    // A man or a woman ('pareja', 'estudiante'): the adjective may be either.
    'Mi pareja es muy alto.',
    'Mi pareja es muy alta.',
    // An article and a noun of a person that disagree: which person is meant, the learner knows.
    'La jefe es muy simpática.',
    'El jefa es muy simpático.',
    // After a verb's object, 'pronto', 'rápido', 'barato' say when or how it was done; 'un poco' never agrees.
    'Necesito tomar una decisión pronto.',
    'Tengo vacaciones pronto.',
    'Hay clase temprano mañana.',
    // An adjective before a noun of the predicate is that noun's ('buena persona'), not the subject's.
    'Mi padre es buena persona.',
    'Mi jefe es buena gente pero trabaja demasiado.',
    'Mi hermano es mala persona.',
    'Terminé la tarea rápido.',
    'Compré la casa barato.',
    'La clase es temprano.',
    'Son muy bonitas pero un poco caras.',
    'Las pizzas están un poco frías.',
    'El mapa de la ciudad es grande.',
    'Mi hermano Juan es muy alto.',
    // 'él' without its accent before a verb that is a noun too.
    'Mi hermano es muy curioso. El pregunta mucho en clase.',
    'El llama a su madre cada día.',
    'El tema de hoy es difícil.',
    'El poeta leyó su poema.',
    // A greeting or a thanks, then the person greeted.
    'buenos dias lucia',
    'Muchas gracias Lucia, eres muy amable.',
    'buenas tardes Marco, como estas?',
    'Mi padre esta en casa.', // 'está' without its accent: no demonstrative to agree
    'Mi padre esta profesor.',
    'Mi hermano esta en Madrid esta semana.',
    'Espero que tu estas bien.',
    'gracias lucia',
    // A number ends its phrase before a pause, and 'pero' joins clauses: 'a las cinco, pero' counts no 'pero'.
    'La clase es a las cinco, pero estoy cansado.',
    'Tengo dos pero quiero tres.',
    'Compré tres, y mi hermana compró dos.',
    'El agua está fría.',
    'La mano está limpia.',
    'Tengo tres hermanas.',
    'Los coches rojos son caros.',
    'La comida del restaurante es cara.',
    'El precio de la comida es alto.',
    'Dormimos en una tienda bajo el puente.',
    'Su historia estaba triste.',
    'Mi amiga es muy divertida.',
    'Mi hermano y yo somos altos.',
    'Ella tiene todo lo que quiere.',
    'Soy paciente pero activa.',
    'Esta casa es bonita.',
    'Muchas personas viven aquí.',
    'Mi país tiene playas bonitas.',
    'Su inglés mejora cada día.',
    'Tengo mi propia bicicleta.',
    'La vida de los estudiantes es difícil.',
    'Nosotros somos felices.',
    'Los perros grandes ladran.',
    'Todas mis amigas vinieron.',
    'Todo el mundo lo sabe.',
    'Toda mi familia vive lejos.',
    // An object pronoun before a verb that the dictionary also lists as a noun: no article and noun to agree.
    'Mi mejor amiga vive lejos y la echo mucho de menos.',
    'Mi novia llega hoy y la beso en la estación.',
    'Es una historia bonita y siempre la cuento.',
    // Ordinary sentences that look like the error and are right.
    'La casa blanca es de mi tía.',
    'Los libros nuevos están en la mesa.',
    'Mi hermana es muy simpática.',
    'Hay que dar a la población seguro de vida.',
    'Las tres estaban muy cansadas.',
    'Escuchamos nuestras canciones de rock preferidas.',
    // A noun of either gender takes the article of the person or thing meant; one compound of 'día' stays masculine.
    'Mi colega es muy simpático.',
    'La testigo estaba nerviosa.',
    'La modelo es muy alta.',
    'En el zoo vimos un panda enorme.',
    'El guía del museo es amable.',
    'El mediodía es la hora de comer.',
    'Subimos a un tranvía lleno.',
    // 'vez' counts times ('a veces', 'una vez'): an adjective after it is the subject's, not its own.
    'A veces estoy cansada.',
    'Nadamos una vez acostumbrados al frío.',
    // Two nouns of one spelling, each with its gender ('el parte médico', 'una parte del libro').
    'El parte médico llegó tarde.',
    'Leí una parte del libro.',
    'Viajamos en un avión pequeño.',
    'La luz de la cocina es blanca.',
    'Tengo mucho trabajo hoy.',
    'Había poca gente en la fiesta.',
    'Me gusta mucho la música.',
    // After a verb of liking, 'mucho' says how much it is liked, whatever follows ('gusta mucho' + a noun left bare).
    'Me gusta mucho playa.',
    'Nos encanta mucho cerveza fría.',
    'Me interesó poco película.',
    // 'un poco' before an adjective that is also a noun ('cara', 'fría'): an adverb, which never agrees.
    'Esta chaqueta es un poco cara.',
    'La sopa está un poco fría.',
    'Bebemos mucha agua en verano.',
    'Algún día viajaré a Perú.',
    'No tengo ningún problema.',
    // Colours named after a thing take one form after any noun.
    'Llevaba unas camisas naranja muy bonitas.',
    'Compré unos zapatos rosa para la boda.',
    'Pintaron las paredes violeta.',
    // A colour as a noun is masculine: 'el rosa' is the colour, 'la rosa' the flower.
    'De todos los colores, prefiero el rosa.',
    'Me gusta la música latina, sobre todo la salsa.',
    'Ante todo la salud, ¿no?',
    'Me gusta más el naranja que el azul.',
    'El púrpura era el color de los emperadores.',
    // The quantifier in the plural already, or an adverb of the verb before a noun with its article.
    'Tengo muchos amigos.',
    'Me gustan mucho los perros.',
    'Trabajo mucho los fines de semana.',
    'Me encantan mucho libros de aventuras.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      // A pronoun subject: 'Ella es muy simpático'.
      const pronoun = SUBJECT_PRONOUNS[t.lower];
      if (pronoun && startsClause(tokens, i) && COPULAS.has(tokens[i + 1]?.lower ?? '')) agreePredicate(tokens, i + 1, pronoun, edits);

      const before = tokens[i - 1];
      if (CONJUNCTIONS.has(t.lower)) return;
      // A number before a pause ends the phrase before it ('a las cinco, pero...'): it counts nothing after the pause.
      const isNumberBeforePause = !!before && NUMBERS.has(before.lower) && /[,;:.!?]/.test(before.post);
      // 'Mi padre esta profesor': 'esta' straight after a noun is 'está' without its accent, no determiner of the next word.
      // Not before a time ('Voy a la playa esta verano' is 'este verano'), nor across a comma.
      const isEstarAfterNoun = !!before && ESTAR_WITHOUT_ACCENT.has(before.lower) && i >= 2 && !TIME_NOUNS.has(t.lower) && !/[,;:]/.test(tokens[i - 2]!.post) && !!genderOf(tokens[i - 2]!.lower, DETERMINERS.has(tokens[i - 3]?.lower ?? ''));
      const hasDeterminer = !!before && !isNumberBeforePause && !isEstarAfterNoun && (DETERMINERS.has(before.lower) || NUMBERS.has(before.lower));
      // 'mi tíos' -> 'mis tíos': a possessive takes the number of a plural noun ('mi país', 'su inglés' are singular words).
      // 'tu estas bien' is 'tú estás' with its accents left off: a verb after the subject, no plural noun to agree with.
      if (before && ['mi', 'tu', 'su'].includes(before.lower) && isPluralNoun(t.lower) && !ESTAR_WITHOUT_ACCENT.has(t.lower)) edits.push({ start: i - 1, end: i, to: `${before.text}s`, ...because('es:gender-and-number.noun') });
      // 'unas camisas naranja muy bonitas': a colour named after a thing, straight after a noun, is its adjective.
      if (INVARIABLE_COLOURS.has(t.lower) && !hasDeterminer && before && genderOf(before.lower, true)) return;
      // 'el rosa', 'un naranja muy vivo': a colour as a noun is masculine (the colour, not the flower or the fruit).
      if (INVARIABLE_COLOURS.has(t.lower) && before && ['el', 'un', 'del', 'al', 'este', 'ese'].includes(before.lower)) return;
      // 'la echo de menos', 'y la beso', 'siempre lo cuento': an object pronoun and a verb, not an article and a noun;
      // only where a pronoun can stand (after a pause, a subject or a word like 'y', 'no', 'siempre'), never after a
      // preposition or a verb, where it is an article ('en la paso' is 'en el paso' misspelt).
      const isPronounAndVerb = !!before && OBJECT_PRONOUNS.has(before.lower) && isVerbOrDictionaryNoun(t.lower) && (!tokens[i - 2] || /[,;:.!?]/.test(tokens[i - 2]!.post) || BEFORE_A_PRONOUN.has(tokens[i - 2]!.lower));
      const nounGender = NUMBERS.has(t.lower) || isPronounAndVerb ? null : genderOf(t.lower, hasDeterminer);
      const gender = isEitherPerson(t.lower) ? null : (nounGender ?? (hasDeterminer ? personGenderOf(t.lower) : null));
      if (!gender) {
        // 'Los clientes son difícil', 'Los estudiantes son feliz': a plural noun whose gender is not sure still says its number,
        // which an adjective of one form for both genders takes ('difíciles'); its gender the learner knows.
        const copula = i + 1;
        if (hasDeterminer && isPluralSpanish(t.lower) && startsClause(tokens, i - 1) && COPULAS.has(tokens[copula]?.lower ?? '')) agreePredicate(tokens, copula, { gender: null, isPlural: true }, edits);
        return;
      }
      const isPlural = isPluralSpanish(t.lower);
      const info = before && !isEstarAfterNoun ? ARTICLES[before.lower] : undefined;
      // 'La jefe es simpática': the article and the noun name two people; which is meant, the learner knows.
      if (info && info.gender !== gender && hasOtherGenderForm(t.lower)) return;
      // 'el agua' and other feminine nouns with a stressed a- take 'el': left alone; so is the adverb in 'me gusta mucho playa'.
      const isAdverbOfLiking = !!before && ADVERB_FORMS.has(before.lower) && VERB_OF_LIKING.test(tokens[i - 2]?.lower ?? '');
      // 'un poco cara', 'un poco fría': 'un poco' says how much, an adverb that never agrees ('un poco de' + a noun is another shape).
      const isUnPoco = before?.lower === 'poco' && tokens[i - 2]?.lower === 'un';
      if (info && nounGender && info.gender !== gender && info.isPlural === isPlural && !/^h?[aá]/.test(t.lower) && !isAdverbOfLiking && !isUnPoco) {
        edits.push({ start: i - 1, end: i, to: matchCase(before!.text, info.partner), ...because('es:gender-and-number.noun') });
      }
      // 'mucho amigos' -> 'muchos amigos': a singular quantifier takes the noun's number (and so its gender).
      const plurals = before ? SINGULAR_QUANTIFIERS[before.lower] : undefined;
      if (plurals && isPlural && !isAdverbOfLiking && !isUnPoco) {
        edits.push({ start: i - 1, end: i, to: matchCase(before!.text, plurals[gender === 'feminine' ? 1 : 0]), ...because('es:gender-and-number.noun'), rule: 'quantifier-number' });
      }
      // 'todos sus ideas' -> 'todas sus ideas': 'todo' before the determiner agrees with the noun too.
      const all = tokens[i - 2];
      // 'sobre todo la salsa', 'ante todo la salud': 'sobre todo' and 'ante todo' are adverbs ('above all'), which never agree.
      const isAboveAll = ['sobre', 'ante'].includes(tokens[i - 3]?.lower ?? '');
      if (hasDeterminer && all && TODO[all.lower] && !isAboveAll && (isPlural || !['mis', 'tus', 'sus'].includes(before!.lower))) {
        const wanted = TODO[all.lower]![gender === 'feminine' ? 1 : 0];
        if (wanted !== all.lower && TODO[all.lower]![2] === isPlural) edits.push({ start: i - 2, end: i - 1, to: matchCase(all.text, wanted), ...because('es:gender-and-number.noun') });
      }
      // 'sus propios canciones' -> 'sus propias canciones': 'propio' between the determiner and the noun agrees too.
      if (before && PROPIO[before.lower] && DETERMINERS.has(tokens[i - 2]?.lower ?? '')) {
        const wanted = inflectAdjective('propio', gender, isPlural);
        if (wanted !== before.lower) edits.push({ start: i - 1, end: i, to: wanted, ...because('es:gender-and-number.noun') });
      }
      const isCounted = !!before && NUMBERS.has(before.lower) && !isNumberBeforePause;
      if (isCounted && !isPlural) edits.push({ start: i, end: i + 1, to: /[aeiouáéó]$/.test(t.lower) ? `${t.text}s` : `${t.text}es`, ...because('es:gender-and-number.noun') });
      const noun: Agreement = { gender, isPlural: isPlural || isCounted };
      // The adjective right after the noun: 'una camisa blanco'. Not after the noun of a 'de' phrase ('programas de
      // televisión favoritos' may agree with either), nor one heading its own 'de' phrase ('seguro de salud').
      const isInDePhrase = ['de', 'del'].includes(tokens[i - (hasDeterminer ? 2 : 1)]?.lower ?? '');
      const phraseStart = hasDeterminer ? i - 1 : i;
      const isJoined = isJoinedToNounBefore(tokens, phraseStart);
      let adjectiveAfter = i + 1;
      while (['muy', 'tan', 'bastante', 'super', 'súper'].includes(tokens[adjectiveAfter]?.lower ?? '')) adjectiveAfter++;
      const afterAdjective = tokens[adjectiveAfter + 1]?.lower ?? '';
      // Not across a comma ('vuelo, hotel, comidas'); not a word heading a 'de' phrase ('cerca del perro'); not
      // after the second of two joined nouns ('días y noches nublados'); not a verb after a subject ('El hombre pasa').
      const isVerbAfterSubject = startsClause(tokens, phraseStart) && !!spanishLexicon()?.infinitivesOf(tokens[adjectiveAfter]?.lower ?? '').length;
      // 'Terminé la tarea rápido', 'Quiero ver a mi familia pronto', 'Compré la casa barato': closing the clause after an
      // object, these say how or when the verb was done; after a copula they describe the noun ('Es una casa barato').
      const closesClause = !tokens[adjectiveAfter + 1] || /[,;:.!?]/.test(tokens[adjectiveAfter]?.post ?? '');
      const beforePhrase = tokens[phraseStart - 1]?.lower ?? '';
      const word = tokens[adjectiveAfter]?.lower ?? '';
      // 'pronto', 'rápido' after any verb's object; 'barato', 'caro' only after buying or paying ('Compré la casa barato';
      // 'Quiero una camisa barato' wants 'barata'); never after a preposition ('Vivo en una casa barato').
      const saysHowOrWhen = WHEN_OR_HOW.has(word) || (PRICE_ADVERBS.has(word) && tokens.slice(0, phraseStart).some((w) => BUYING.test(w.lower)));
      const isAdverbOfTheVerb = saysHowOrWhen && closesClause && !!beforePhrase && !COPULAS.has(beforePhrase) && !PREPOSITIONS.has(beforePhrase) && !['hay', 'tengo', 'tiene', 'tienes', 'tenemos', 'tienen'].includes(beforePhrase);
      // 'Tengo vacaciones pronto', 'Hay clase temprano': after a noun, when it happens, whatever comes before.
      const isAdverb = QUANTITY_ADVERBS.test(tokens[adjectiveAfter]?.lower ?? '') || isAdverbOfTheVerb || WHEN_ADVERBS.has(word) || WHERE_ADVERBS.has(word);
      if (isGreeting(tokens, i)) return;
      // 'Mi padre esta profesor': after a noun, 'esta' is 'está' with its accent left off (a verb), never a demonstrative.
      const isEstar = ESTAR_WITHOUT_ACCENT.has(word);
      if (!isInDePhrase && !/[,;:]/.test(t.post) && !['de', 'del'].includes(afterAdjective) && !isJoined && !isVerbAfterSubject && !isAdverb && !isEstar) agree(tokens, adjectiveAfter, noun, because('es:gender-and-number.noun'), edits);
      // The noun phrase is the subject when it opens the clause: 'El dinero es cara', 'Mi hermana es alto'; not
      // the second of two joined subjects with a plural verb ('la historia y la música son bonitas').
      if (!hasDeterminer || !startsClause(tokens, i - 1)) return;
      let copula = i + 1;
      if (adjectiveAt(tokens, copula)) copula++;
      // 'Mi amiga Laura es muy alto': a name beside the noun is the same person, and the noun says the gender.
      if (/^\p{Lu}\p{Ll}+$/u.test(tokens[copula]?.text ?? '') && COPULAS.has(tokens[copula + 1]?.lower ?? '')) copula++;
      const isPairSubject = isJoined || (!noun.isPlural && PLURAL_COPULAS.has(tokens[copula]?.lower ?? ''));
      const namesFavourite = FAVOURITE.test(tokens[i + 1]?.lower ?? '');
      if (COPULAS.has(tokens[copula]?.lower ?? '') && !isPairSubject && !namesFavourite) agreePredicate(tokens, copula, noun, edits);
    });
    return edits;
  },
};
