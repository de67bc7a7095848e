/**
 * The languages a learner speaks ('Hablo árabe, inglés y algo de italiano', 'I speak Polish and a little German'):
 * where they learnt the last one named (the first is often the one they grew up with), or who they speak it with when
 * only one is named; never the teacher's own language asked about, and not a pet or a weekend question. The names are
 * data (packs/es/words/languages.json); each language with the messages it must read and those it must leave, run as
 * tests (languages-spoken.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import { stripAccents } from '../../../lib/strip-accents';
import languages from '../packs/es/words/languages.json';
import type { FactResponse } from './respond-to-facts';

const SPANISH_NAMES: Readonly<Record<string, string>> = languages.names;
/** Spanish names by their letters without accents ('ingles' -> 'inglés'), English names by their lower case. */
const BY_PLAIN_SPANISH = new Map(Object.keys(SPANISH_NAMES).map((name) => [stripAccents(name), name]));
const BY_ENGLISH = new Map(Object.entries(SPANISH_NAMES).map(([spanish, english]) => [english.toLowerCase(), spanish]));

/**
 * `teacherLanguage`: never asked about; `notAlone`: not asked about as the only other language (Lucía's learners mostly
 * grew up with English: 'Hablo inglés y español' is no news to ask about).
 */
type Spoken = { said: RegExp; teacherLanguage: string; notAlone?: string; examples: readonly string[]; counterExamples: readonly string[] };

export const LANGUAGES_SPOKEN: Readonly<Record<'en' | 'es', Spoken>> = {
  en: {
    said: /(?<![\p{L}])I (?:can )?(?:speak|speak fluent) ([^.!?;]+)/iu,
    teacherLanguage: 'english',
    examples: ['I speak Polish and a little German.', 'I can speak Arabic, French and English.'],
    counterExamples: ['My mother speaks Chinese.', 'I speak English at work.', 'Do you speak Italian?'],
  },
  es: {
    said: /(?<![\p{L}])(?:hablo|hablamos|sé hablar|puedo hablar) ([^.!?;]+)/iu,
    teacherLanguage: 'español',
    notAlone: 'inglés',
    examples: ['Hablo árabe, inglés y algo de italiano.', 'Hablo portugués y alemán.', 'En casa hablamos coreano.'],
    counterExamples: ['Mi madre habla japonés.', 'Hablo español con mis amigos.', '¿Hablas francés?', 'Hablo inglés y español.'],
  },
};

/** The languages named in what follows the verb, in the teacher's language's words, in order. */
function namedLanguages(list: string, isSpanish: boolean): string[] {
  const words = list.toLowerCase().match(/\p{L}+/gu) ?? [];
  const found = words.flatMap((word) => {
    const spanish = isSpanish ? BY_PLAIN_SPANISH.get(stripAccents(word)) : BY_ENGLISH.get(word);
    return spanish ? [spanish] : [];
  });
  return [...new Set(found)];
}

/** Every language named after 'hablo' / 'I speak', and those of them the teacher may ask about. */
export function languagesSpoken(message: string, isSpanish: boolean): { named: string[]; askable: string[] } {
  const rule = LANGUAGES_SPOKEN[isSpanish ? 'es' : 'en'];
  const said = /\?\s*$/.test(message.trim()) ? null : rule.said.exec(message);
  const named = said ? namedLanguages(said[1]!, isSpanish) : [];
  const others = named.filter((spanish) => spanish !== rule.teacherLanguage && SPANISH_NAMES[spanish]!.toLowerCase() !== rule.teacherLanguage);
  return { named, askable: others.length === 1 && others[0] === rule.notAlone ? [] : others };
}

const ACKS = {
  en: { several: ['How great to speak more than one language!', 'That is impressive.'], one: ['How interesting!', 'Oh, nice.'] },
  es: { several: ['¡Hablas varios idiomas, qué bien! (You speak several languages, how great!)', '¡Cuántos idiomas! (So many languages!)'], one: ['¡Qué interesante! (How interesting!)', '¡Qué bien! (How nice!)'] },
};

export function respondToLanguagesSpoken(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const { named, askable: spoken } = languagesSpoken(message, isSpanish);
  const last = spoken.at(-1);
  if (!last) return null;
  const acks = ACKS[isSpanish ? 'es' : 'en'][named.length > 1 ? 'several' : 'one'];
  const english = SPANISH_NAMES[last]!;
  const withWhom = isSpanish ? `¿Con quién hablas ${last}? (Who do you speak ${english} with?)` : `Who do you speak ${english} with?`;
  const where = isSpanish ? `¿Dónde aprendiste ${last}? (Where did you learn ${english}?)` : `Where did you learn ${english}?`;
  const questions = (spoken.length > 1 ? [where, withWhom] : [withWhom]).filter((question) => !wasAlreadyAsked(question, assistantMessages));
  return questions.length > 0 ? { acknowledgement: chooser.pick('languages-ack', acks), question: chooser.pick('languages-question', questions) } : null;
}
