/**
 * Lucía's own Spanish around the learner's words: 'de' + 'el parque' is 'del parque'; an echo is a clean noun
 * phrase ('tu abuela', 'el cine', 'Los Ángeles') or nothing; praise only after a check that can be trusted.
 * Runs on the main thread while a reply is composed, so it uses no dictionary, only the shape of the words and the
 * pack's short lists of nouns whose gender their ending does not tell.
 */

import { genderOf } from '../../packs/es/spanish-words';
import { STRESSED_A_FEMININES } from '../../packs/es/rules/el-before-stressed-a';

/** The learner's words quoted in a question to think about ('casa de el' or 'casa del'): never rewritten. */
const QUOTED_WORDS = /((?:^|[\s(])['‘][^'’\n]{1,80}['’](?=[\s.,;:!?)]|$))/u;

/** 'de el parque' -> 'del parque', 'a el cine' -> 'al cine' ('de él', the pronoun, stays; a quoted slip stays as quoted). */
export function contractArticles(text: string): string {
  return text.split(QUOTED_WORDS).map((part, at) => (at % 2 === 1 ? part : contractOutsideQuotes(part))).join('');
}

function contractOutsideQuotes(text: string): string {
  // 'la agua' -> 'el agua' first (a stressed a- takes 'el' and 'un'), so that 'de la agua' becomes 'del agua'.
  const stressedA = text.replace(/(^|[^\p{L}])([Ll]a|[Uu]na) (\p{L}+)(?![\p{L}])/gu, (whole, lead: string, article: string, noun: string) =>
    STRESSED_A_FEMININES.has(noun.toLowerCase()) ? `${lead}${article[0] === 'L' ? 'El' : article[0] === 'U' ? 'Un' : article.length === 2 ? 'el' : 'un'} ${noun}` : whole);
  return stressedA.replace(/(^|[^\p{L}])([Dd]e|[Aa]) el(?![\p{L}])/gu, (_, lead: string, word: string) => `${lead}${word[0]}${word.toLowerCase() === 'de' ? 'el' : 'l'}`);
}

const SINGULAR = new Set(['el', 'la', 'un', 'una', 'mi', 'tu', 'su', 'este', 'esta', 'ese', 'esa', 'nuestro', 'nuestra']);
const FEMININE = new Set(['la', 'las', 'una', 'unas', 'esta', 'estas', 'esa', 'esas', 'nuestra', 'nuestras']);
const MASCULINE = new Set(['el', 'los', 'un', 'unos', 'este', 'estos', 'ese', 'esos', 'nuestro', 'nuestros']);
/** The commonest verb forms learners put after a bare 'el' meaning 'él' ('el tiene', 'el fue'). */
const VERB_FORMS = new Set(('es son era eran fue fueron está están estaba estaban tiene tienen tenía tenían hace hacen hizo va van iba ' +
  'puede pueden quiere quieren dice dicen dijo sabe saben vive viven trabaja trabajan come comen juega juegan gusta gustan ' +
  'ha han había hay vio ve dio da viene vino sale salió llega llegó parece piensa cree debe necesita habla hablan estudia').split(' '));
/** Nouns that end like a verb form ('-imos', '-amos', '-emos'). */
const NOUNS_LIKE_VERBS = new Set(['primos', 'ramos', 'ánimos', 'racimos', 'extremos', 'remos']);
/** Words that are never the head of a noun phrase. */
const NOT_NOUNS = new Set(('que más muy mucho mucha muchos muchas poco poca pocos pocas otro otra otros otras mismo misma mismos mismas ' +
  'día días vez veces semana semanas mes meses hora horas minuto minutos cosa cosas año años todo toda todos todas cual cuales primer primero primera tercer gran mejor peor cada ' +
  // Adjectives that come before their noun ('el próximo partido', 'la última vez'): never the head themselves.
  'próximo próxima próximos próximas último última últimos últimas nuevo nueva nuevos nuevas siguiente siguientes buen mal ' +
  // Adjectives whose noun went unsaid ('es una buena idea' gives 'la buena'), and the hour ('es la una').
  'bueno buena buenos buenas malo mala malos malas una ' +
  'propio propia propios propias uno dos tres cuatro cinco seis siete ocho nueve diez ' +
  'de del a al en y o con por para sin sobre entre también pero porque como cuando donde durante desde hasta hacia según tras contra mediante').split(' '));

/**
 * A determiner and the noun after it make a clean echo: the noun agrees in number (and, where the ending
 * tells, in gender) and does not look like a verb or a grammar word.
 */
export function isCleanNounPhrase(determiner: string, noun: string): boolean {
  const d = determiner.toLowerCase();
  const n = noun.toLowerCase();
  if (n.length < 3 || NOT_NOUNS.has(n) || VERB_FORMS.has(n)) return false;
  // Verb endings: a past tense ('visitó', 'comieron'), a gerund, an imperfect after a masculine article; nouns that
  // only end like one ('mis primos', 'los ramos') are nouns.
  if (/(ó|aron|ieron|ando|iendo|aba|aban|ían|amos|emos|imos)$/.test(n) && !NOUNS_LIKE_VERBS.has(n)) return false;
  const isPlural = /[sx]$/.test(n) && !/(is|us|sis)$/.test(n);
  if (SINGULAR.has(d) === isPlural) return false;
  const singular = isPlural ? n.replace(/(es|s)$/, '') : n;
  // A gender the word lists know ('el mapa', 'la mano', 'el día') decides; otherwise the ending tells.
  const known = genderOf(n);
  if (known) return known === 'feminine' ? !MASCULINE.has(d) : !FEMININE.has(d);
  if (FEMININE.has(d) && /o$/.test(singular) && !/^(mano|foto|moto|radio)$/.test(singular)) return false;
  if (MASCULINE.has(d) && /a$/.test(singular) && !/(ma|ta|pa)$/.test(singular)) return false;
  if (MASCULINE.has(d) && /(ción|sión|dad|tad|tud|ía)$/.test(singular)) return false;
  return true;
}

/** A name the learner wrote: capitalised words in a row inside the sentence ('Los Ángeles', 'Madrid'). */
export function findPlaceOrName(text: string): string | null {
  // An apostrophe belongs to the name ("Destiny's Child", "McDonald's").
  const m = /(?:^|[^\p{L}])(?:en|a|de|con|desde|[Vv]isitar|[Vv]isité|[Cc]onocer|[Cc]onocí|[Cc]onozco)\s+((?:\p{Lu}\p{L}+(?:['’]\p{L}+)?)(?:\s+\p{Lu}\p{L}+(?:['’]\p{L}+)?)*)/u.exec(text);
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  // 'El Museo del Prado' would be cut short; a lone capitalised article is no name.
  if (words.length === 1 && /^(El|La|Los|Las|Un|Una|Mi|Tu|Su)$/.test(words[0]!)) return null;
  if (/^(El|La|Los|Las)$/.test(words[0]!) && words.length === 2 && !/^(Ángeles|Angeles|Vegas|Paz|Habana)$/.test(words[1]!)) return null;
  return m[1]!;
}

/** Short enough that Lucía's families cover what could go wrong in it: only then may a clean check earn praise. */
export const MAX_WORDS_FOR_PRAISE = 6;

/** Subject pronouns Spanish usually leaves out ('Yo tengo...' reads as 'Tengo...'): a sentence with one is not praised. */
const SUBJECT_PRONOUNS = new Set(['yo', 'tú', 'él', 'ella', 'usted', 'nosotros', 'nosotras', 'vosotros', 'vosotras', 'ellos', 'ellas', 'ustedes']);
/**
 * Words that are right or wrong only by their written accent or by what they mean ('esta'/'está', 'mi'/'mí',
 * 'tu'/'tú', 'si'/'sí', 'mas'/'más', 'te'/'té', 'se'/'sé', 'el'/'él' before a verb): the checker cannot vouch for them.
 */
const ACCENT_PAIRS = new Set(['esta', 'este', 'estas', 'mi', 'tu', 'si', 'mas', 'te', 'se', 'de', 'solo', 'aun', 'como', 'que', 'cual', 'donde', 'cuando', 'quien']);
/** Endings where a missing accent makes another form: 'terminara' for 'terminará', 'trabaje' for 'trabajé', 'hablo' for 'habló'. */
const ACCENTLESS_VERB = /(?:ara|era|ira|aras|eras|iras|aran|eran|iran)$/;
/** Words a learner borrows from English ('restaurants', 'presenter'): foreign letters or endings. */
const FOREIGN = /(?:k|w|th|sh|ph|tion|ck)/;

/**
 * True when a sentence the checker found nothing in may be praised ('¡Perfecto, lo has dicho muy bien!'): the
 * learner says again the better form Lucía just gave them (`model`: repeatsModel), in one short sentence,
 * checked clean, with nothing in it the checker cannot vouch for. Anything else she moves on from without judging
 * the Spanish: her checks catch only some slips (on learners' essays, a sentence they found clean was praised
 * after an error 2-4% of the time), so a sentence of the learner's own is never called right.
 */
export function mayPraiseSpanish(text: string, isCheckedClean: boolean, model: { repeatsModel: boolean }): boolean {
  if (!isCheckedClean || !model.repeatsModel) return false;
  const sentences = text.split(/[.!?]+/).filter((s) => s.trim() !== '');
  const words = (text.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
  if (sentences.length !== 1 || words.length < 2 || words.length > MAX_WORDS_FOR_PRAISE) return false;
  // A name or a number is the learner's own and is not checked: 'Vivió en Florida', 'En 2011...'.
  if (/\d/.test(text) || /\s\p{Lu}/u.test(text.trim())) return false;
  return words.every((w) => !SUBJECT_PRONOUNS.has(w) && !ACCENT_PAIRS.has(w) && !(w.length > 5 && ACCENTLESS_VERB.test(w) && w !== 'primera') && !FOREIGN.test(w));
}

/** What a teacher's turn quotes: 'Tengo un', «tengo un», “tengo un”, 「tengo un」. */
const QUOTED = /'([^']+)'|«([^»]+)»|“([^”]+)”|「([^」]+)」/g;
/** A sentence taught after '(To say I am hungry:)', as the phrasebook answer gives it: 'Tengo hambre.' */
const TAUGHT = /\(To say [^)]*:\)\s*([^.!?(«]+)/g;
const wordsOf = (text: string) => ` ${(text.toLowerCase().match(/\p{L}+/gu) ?? []).join(' ')} `;

/**
 * True when the learner's message says a form of two words or more that the teacher's previous turn quoted and
 * the learner's message before it did not have: the better form they were given, said back ('Instead of 'Tengo
 * una', you could say 'Tengo un'.' → 'Tengo un hermano.'), not their own old words.
 */
export function repeatsModel(message: string, previousTurn: string | undefined, previousMessage: string | undefined): boolean {
  if (!previousTurn) return false;
  const said = wordsOf(message);
  const before = wordsOf(previousMessage ?? '');
  return [...previousTurn.matchAll(QUOTED), ...previousTurn.matchAll(TAUGHT)].some((match) => {
    const quoted = wordsOf(match.slice(1).find(Boolean)!);
    return quoted.trim().includes(' ') && said.includes(quoted) && !before.includes(quoted);
  });
}

/** Praise of the learner's Spanish in a reaction template ('muy bien', 'perfecto'). */
export const isSpanishPraise = (template: string): boolean => /muy bien|perfecto/i.test(template);

const ENGLISH_DETERMINERS: Record<string, string> = {
  el: 'the', la: 'the', los: 'the', las: 'the', del: 'the', al: 'the', un: 'a', una: 'a', mi: 'my', mis: 'my', tu: 'your', tus: 'your', su: 'their', sus: 'their',
};

/** In an English gloss '(What do you think about tu abuela?)' the learner's noun stays, its article turns English: 'your abuela'. */
export function englishGlosses(reply: string): string {
  return reply.replace(/\(([^()]*)\)/g, (gloss: string, inside: string) =>
    /^[A-Z][a-z' ]/.test(inside) ? `(${inside.replace(/\b(el|la|los|las|del|al|un|una|mi|mis|tu|tus|su|sus)(?= \p{Ll})/gu, (d: string) => ENGLISH_DETERMINERS[d]!)})` : gloss);
}

/** Each praising reaction and what Lucía says instead when she cannot vouch for the sentence. */
const UNEARNED_PRAISE: ReadonlyArray<[RegExp, string]> = [
  [/¡Perfecto, lo has dicho muy bien!/g, '¡Vale, gracias por contármelo!'],
  [/¡Muy bien dicho, gracias!/g, '¡Ya veo, gracias por contármelo!'],
  [/¡Genial, muy bien!/g, '¡Qué bien, me alegro mucho!'],
  [/¡Genial, ([^!¡]+), muy bien!/g, '¡Qué bien, $1!'],
  [/¡Muy bien, (?!gracias por preguntar)([^!¡]+)!/g, '¡Qué interesante, $1!'],
  [/¡Perfecto, ([^!¡]+)!/g, '¡Anda, $1!'],
];

/**
 * The last pass over a reply of Lucía's: articles contracted ('de el' -> 'del'), and praise of the learner's
 * Spanish only when `mayPraise` (mayPraiseSpanish): after a sentence she corrected, or one too long for her
 * checks to vouch for, she acknowledges what was said instead.
 */
export function tidySpanishReply(reply: string, options: { mayPraise: boolean }): string {
  let result = englishGlosses(contractArticles(reply));
  if (!options.mayPraise) for (const [praise, neutral] of UNEARNED_PRAISE) result = result.replace(praise, neutral);
  return result;
}
