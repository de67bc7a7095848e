/**
 * 'La gente' is one noun in the singular, whatever it means: 'La gente son muy simpáticos' -> 'La gente es muy
 * simpática', 'Mucha gente tienen miedo' -> 'tiene'. Only a verb in the third person plural right after the
 * noun phrase ('la gente', 'mucha gente', 'toda la gente', 'esta gente'), perhaps after an adjective ('la gente
 * joven'), a short 'de' or 'en' phrase ('la gente de mi ciudad'), an adverb ('aquí', 'no') or 'se'. Left alone: 'la
 * gente' after a preposition ('A la gente le gustan los perros'), after a verb (its object), as the second of two
 * subjects ('Mis amigos y la gente del pueblo son'), and a relative clause ('la gente que conocen mis padres':
 * the verb after 'que' may have a subject of its own). A plural adjective after 'ser' or 'estar' is made singular
 * and feminine too, when it is one of the pack's adjectives.
 */
import type { Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { adjectiveBase } from '../spanish-words';
import personAdjectivesWords from '../words/person-adjectives.json';
import thirdPluralWords from '../words/third-plural-to-singular.json';
import { because, describeFamily } from '../because';

/** Plural forms whose singular is not made by rule ('son' -> 'es', 'hicieron' -> 'hizo'). */
export const GENTE_SINGULARS: Readonly<Record<string, string>> = thirdPluralWords.forms;
/** What opens 'gente' as a subject: 'la gente', 'mucha gente', 'esta gente' ('toda' may stand before 'la'). */
const OPENERS = new Set(['la', 'mucha', 'poca', 'tanta', 'demasiada', 'esta', 'esa', 'aquella', 'mi', 'tu', 'su', 'nuestra']);
/** Words after which 'la gente' is no subject: a preposition governs it. */
const PREPOSITIONS = new Set(['a', 'al', 'ante', 'con', 'contra', 'de', 'del', 'desde', 'en', 'entre', 'hacia', 'hasta', 'para', 'por', 'según', 'sin', 'sobre', 'tras', 'como']);
/** Words that join two subjects ('Mis amigos y la gente del pueblo son'), or two clauses when a verb came before. */
const JOINERS = new Set(['y', 'e', 'o', 'u', 'ni']);
/** Words that end a clause's start: after them a verb belongs to a new clause. */
const CLAUSE_OPENERS = new Set(['que', 'porque', 'pero', 'cuando', 'aunque', 'si', 'pues', 'mientras', 'donde', 'como']);
/** Adverbs that may stand between the subject and its verb. */
const ADVERBS = new Set(['no', 'también', 'tampoco', 'siempre', 'nunca', 'aquí', 'allí', 'allá', 'ahí', 'acá', 'ya', 'todavía', 'aún', 'normalmente', 'generalmente', 'casi', 'solo', 'sólo', 'realmente', 'ahora', 'hoy']);
/** Determiners of the noun in a 'de' or 'en' phrase after 'gente'. */
const PHRASE_DETERMINERS = new Set(['el', 'la', 'los', 'las', 'mi', 'mis', 'tu', 'tus', 'su', 'sus', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'nuestro', 'nuestra', 'nuestros', 'nuestras']);
/** Forms of ser, estar and parecer after which the adjective agrees with 'la gente'. */
const COPULAS = new Set(['es', 'era', 'fue', 'será', 'sería', 'sea', 'está', 'estaba', 'estuvo', 'estará', 'parece', 'parecía']);
const SER = new Set(['es', 'era', 'fue', 'será', 'sería', 'sea', 'fuera']);
/** Words that only go before an adjective: 'muy felices' is one. */
const INTENSIFIERS = new Set(['muy', 'tan', 'bastante', 'demasiado', 'super', 'súper', 'más', 'menos']);
const DEGREE = new Set(['muy', 'tan', 'bastante', 'demasiado', 'más', 'menos', 'super', 'súper', 'realmente', 'siempre', 'también', 'un', 'poco', 'algo']);
/** Verb forms that are not the dictionary's verb readings, by which 'gente' after them is their object ('Hay mucha gente'). */
const COMMON_VERBS = new Set(['hay', 'había', 'es', 'son', 'era', 'eran', 'fue', 'fueron', 'está', 'están', 'veo', 'vi', 'conozco', 'tengo', 'tiene', 'tienen']);

/** The pack's adjectives of a person, masculine singular, and those that are one form for both genders. */
const PERSON_ADJECTIVES = new Set<string>([...Object.keys(personAdjectivesWords.character), ...Object.keys(personAdjectivesWords.looks)]);

/** The feminine singular of a plural adjective the pack knows ('simpáticos' -> 'simpática', 'amables' -> 'amable'), or null. */
function feminineSingular(word: string): string | null {
  if (/[oa]s$/.test(word)) {
    const base = word.replace(/[oa]s$/, 'o');
    if (PERSON_ADJECTIVES.has(base) || adjectiveBase(word)) return base.replace(/o$/, 'a');
    return null;
  }
  // 'trabajadores' -> 'trabajadora'; 'amables' -> 'amable', 'leales' -> 'leal', 'jóvenes' -> 'joven'.
  if (/ores$/.test(word) && PERSON_ADJECTIVES.has(word.slice(0, -2))) return `${word.slice(0, -2)}a`;
  if (/es$/.test(word) && PERSON_ADJECTIVES.has(word.slice(0, -1)) && /e$/.test(word.slice(0, -1))) return word.slice(0, -1);
  const plain = word.slice(0, -2).normalize('NFD').replace(/\u0301/g, '').normalize('NFC');
  if (/[lnr]es$/.test(word) && PERSON_ADJECTIVES.has(plain) && !plain.endsWith('or')) return plain;
  return null;
}

/** A verb form the dictionary knows, or one of the common ones it reads otherwise. */
function isVerb(word: string): boolean {
  return COMMON_VERBS.has(word) || !!GENTE_SINGULARS[word] || !!spanishLexicon()?.isOnlyVerbForm(word);
}

/** The third person singular of a third person plural verb ('hablan' -> 'habla', 'bailaron' -> 'bailó'), checked against the dictionary. */
export function thirdSingularOf(plural: string): string | null {
  if (GENTE_SINGULARS[plural]) return GENTE_SINGULARS[plural]!;
  const lexicon = spanishLexicon();
  if (!lexicon || !/n$/.test(plural)) return null;
  const infinitives = lexicon.infinitivesOf(plural);
  if (infinitives.length === 0 || !lexicon.isOnlyVerbForm(plural)) return null;
  // 'bailaron' -> 'bailó', 'comieron' -> 'comió', 'leyeron' -> 'leyó'; 'hablan' -> 'habla', 'comían' -> 'comía', 'hablen' -> 'hable'.
  const singular = plural.replace(/aron$/, 'ó').replace(/ieron$/, 'ió').replace(/yeron$/, 'yó').replace(/([aeáé])n$/, '$1');
  if (singular === plural) return null;
  return lexicon.infinitivesOf(singular).some((inf) => infinitives.includes(inf)) ? singular : null;
}

/** Where 'gente' opens a subject at token `at` ('la' of 'la gente'), the index of 'gente'; -1 otherwise. */
function genteAt(tokens: readonly Token[], at: number): number {
  const opener = tokens[at];
  if (!opener || !OPENERS.has(opener.lower) || tokens[at + 1]?.lower !== 'gente' || /[^\s]/.test(opener.post)) return -1;
  let first = at;
  if (opener.lower === 'la' && ['toda'].includes(tokens[at - 1]?.lower ?? '')) first = at - 1;
  const before = tokens[first - 1];
  if (!before || /[,;:.!?]/.test(before.post)) return at + 1;
  if (PREPOSITIONS.has(before.lower)) return -1;
  // 'Mis amigos y la gente del pueblo son': two subjects; after a verb, 'y' joins two clauses ('Me encanta Madrid y la gente es...').
  if (JOINERS.has(before.lower)) {
    for (let i = first - 2; i >= 0 && !CLAUSE_OPENERS.has(tokens[i]!.lower) && !/[,;:.!?]/.test(tokens[i]!.post); i--) {
      if (isVerb(tokens[i]!.lower)) return at + 1;
    }
    return -1;
  }
  // 'Conocí mucha gente', 'Hay mucha gente': after a verb, 'gente' is its object.
  if (isVerb(before.lower)) return -1;
  return at + 1;
}

/** After 'gente': an adjective ('joven'), a 'de' or 'en' phrase, adverbs and 'se'; the index of the verb, or -1. */
function verbAfter(tokens: readonly Token[], gente: number): number {
  const ends = (i: number) => /[^\s]/.test(tokens[i]!.post);
  let at = gente + 1;
  if (ends(gente)) return -1;
  // 'la gente joven', 'la gente mayor', 'la gente española'.
  const adjective = tokens[at];
  if (adjective && !isVerb(adjective.lower) && (PERSON_ADJECTIVES.has(adjective.lower) || PERSON_ADJECTIVES.has(adjective.lower.replace(/a$/, 'o')) || adjectiveBase(adjective.lower)) && !/s$/.test(adjective.lower)) {
    if (ends(at)) return -1;
    at++;
  }
  // 'la gente de mi ciudad', 'la gente del pueblo', 'la gente en España': a phrase of at most a determiner and a noun.
  if (['de', 'del', 'en'].includes(tokens[at]?.lower ?? '')) {
    at++;
    if (PHRASE_DETERMINERS.has(tokens[at]?.lower ?? '') && tokens[at - 1]!.lower !== 'del') at++;
    const noun = tokens[at];
    if (!noun || isVerb(noun.lower) || JOINERS.has(noun.lower) || CLAUSE_OPENERS.has(noun.lower) || ends(at)) return -1;
    at++;
  }
  while (ADVERBS.has(tokens[at]?.lower ?? '') && !ends(at)) at++;
  // 'La gente se levanta': the reflexive agrees with the subject. Another pronoun may be the one who likes ('La gente le gustan').
  if (tokens[at]?.lower === 'se' && !ends(at)) at++;
  return tokens[at] ? at : -1;
}

export const genteAgreement: GrammarRule = {
  id: 'gente-agreement',
  family: 'collective-agreement',
  explanation: describeFamily('es:gente-agreement'),
  examples: [
    { text: 'La gente son muy simpáticos.', better: 'La gente es muy simpática.' },
    { text: 'La gente están contentos con el nuevo parque.', better: 'La gente está contenta con el nuevo parque.' },
    { text: 'Mucha gente tienen miedo de volar.', better: 'Mucha gente tiene miedo de volar.' },
    { text: 'En mi país la gente hablan muy rápido.', better: 'En mi país la gente habla muy rápido.' },
    { text: 'Antes la gente eran más pacientes.', better: 'Antes la gente era más paciente.' },
    { text: 'Toda la gente fueron a la playa.', better: 'Toda la gente fue a la playa.' },
    { text: 'Esta gente trabajan mucho.', better: 'Esta gente trabaja mucho.' },
    { text: 'Creo que la gente de mi ciudad son amables.', better: 'Creo que la gente de mi ciudad es amable.' },
    { text: 'La gente aquí no comen mucha carne.', better: 'La gente aquí no come mucha carne.' },
    { text: 'En la fiesta la gente bailaron toda la noche.', better: 'En la fiesta la gente bailó toda la noche.' },
    { text: 'En el campo la gente se levantan temprano.', better: 'En el campo la gente se levanta temprano.' },
    { text: 'La gente joven usan mucho el móvil.', better: 'La gente joven usa mucho el móvil.' },
    { text: 'Me encanta Sevilla y la gente son muy alegres.', better: 'Me encanta Sevilla y la gente es muy alegre.' },
  ],
  counterExamples: [
    'Las personas son simpáticas.',
    'La gente de mi ciudad es amable.',
    'Mis amigos y la gente del pueblo son amables.',
    'A la gente le gustan los perros.',
    // The verb after 'que' may have its own subject: 'conocen' is my parents'.
    'La gente que conocen mis padres es muy simpática.',
    'La gente y los animales necesitan agua.',
    'Había mucha gente en la plaza.',
    'Conocí a mucha gente, y todos eran muy simpáticos.',
    'Con la gente del barrio organizamos una fiesta.',
    'Mucha gente piensa que los gatos son independientes.',
    'Las gentes de estos pueblos son muy hospitalarias.',
    'La gente es amable, pero los precios son altos.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((_t, i) => {
      const gente = genteAt(tokens, i);
      if (gente === -1) return;
      const at = verbAfter(tokens, gente);
      if (at === -1) return;
      const singular = thirdSingularOf(tokens[at]!.lower);
      if (!singular) return;
      // 'ser' may agree with a plural noun after it ('La gente de aquí son campesinos'): only a word of the pack's
      // adjectives, or one after 'muy', is surely an adjective.
      let k = at + 1;
      while (DEGREE.has(tokens[k]?.lower ?? '')) k++;
      const isIntensified = tokens.slice(at + 1, k).some((w) => INTENSIFIERS.has(w.lower));
      const predicate = tokens[k]?.lower ?? '';
      if (SER.has(singular) && /s$/.test(predicate) && !isIntensified && !feminineSingular(predicate)) return;
      edits.push({ start: at, end: at + 1, to: singular, ...because('es:gente-agreement.singular') });
      if (!COPULAS.has(singular)) return;
      // 'La gente es muy simpáticos y amables' -> 'simpática y amable'.
      let next = at + 1;
      while (DEGREE.has(tokens[next]?.lower ?? '')) next++;
      for (let k = 0; k < 2 && tokens[next]; k++) {
        const adjective = feminineSingular(tokens[next]!.lower);
        if (!adjective) break;
        edits.push({ start: next, end: next + 1, to: adjective, ...because('es:gente-agreement.adjective') });
        if (!['y', 'e'].includes(tokens[next + 1]?.lower ?? '') || /[^\s]/.test(tokens[next]!.post)) break;
        next += 2;
        while (DEGREE.has(tokens[next]?.lower ?? '')) next++;
      }
    });
    return edits;
  },
};
