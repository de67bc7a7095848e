/** Questions that continue what the learner just talked about; {phrase} is their own noun or activity. */
import type { Mood } from '../reaction-templates';
import people from '../packs/es/words/people.json';
import englishPeople from '../packs/en/words/people.json';

/** A hard time with a person ('My boss is always shouting at me'): never 'the hardest part of your boss'. */
export const PERSON_HARD_TIME_TEMPLATES: readonly string[] = [
  'What would make things easier with {phrase}?',
  'Have you been able to talk to {phrase} about it?',
  'How do you usually react when that happens?',
];
const ENGLISH_PEOPLE: ReadonlySet<string> = new Set(englishPeople);
/** 'your boss', 'my neighbours': a person or people named by a common noun (packs/en/words/people.json), singular or plural. */
export const isEnglishPersonPhrase = (phrase: string): boolean => {
  const last = phrase.toLowerCase().split(/\s+/).at(-1) ?? '';
  return ENGLISH_PEOPLE.has(last) || (last.endsWith('s') && ENGLISH_PEOPLE.has(last.slice(0, -1)));
};

export const ACTIVITY_TEMPLATES: readonly string[] = [
  'How did you get into {phrase}?',
  'How often do you find time for {phrase}?',
  'Who do you usually spend time {phrase} with?',
  'What do you find hardest about {phrase}?',
];

export const THING_TEMPLATES: Readonly<Record<Mood, readonly string[]>> = {
  positive: ['What do you like most about {phrase}?', 'How did {phrase} become part of your life?', 'Could you tell me a little more about {phrase}?'],
  neutral: ['Could you tell me a little more about {phrase}?', 'What do you think about {phrase}?', 'What else can you tell me about {phrase}?'],
  negative: ['What would make things easier with {phrase}?', 'How are you dealing with {phrase} at the moment?', 'What is the hardest part of {phrase} for you?'],
  dislike: ['What is it about {phrase} that you do not like?', 'Was there ever a time you felt differently about {phrase}?', 'What would you choose instead of {phrase}?'],
};

/** A thing of one good occasion told ('I went to a wedding on Saturday, the food was amazing'): what it was like, not how it became part of their life. */
/** '{was}' agrees with the phrase: 'What was the party like?', 'What were the dumplings like?'. */
export const PAST_THING_TEMPLATES: readonly string[] = ['Could you tell me a little more about {phrase}?', 'What {was} {phrase} like?'];

/** A thing of a good occasion still to come ('I have a date tonight'): what they look forward to. */
export const COMING_THING_TEMPLATES: readonly string[] = ['What are you most looking forward to about {phrase}?', 'How are you getting ready for {phrase}?'];

/** After something that went wrong ('a man shouted at me'): what happened next, not the noun it named. */
export const EVENT_TEMPLATES: readonly string[] = ['What did you do then?', 'How did you handle it in the end?', 'How did you feel afterwards?'];

/** After a hard time with no noun to name ('yes I like it but is very difficult'): about 'it', what was just talked about. */
export const HARD_TIME_TEMPLATES: readonly string[] = ['What do you find hardest about it?', 'What helps you when it gets difficult?'];

/** A dislike with no thing to name ('I hate Mondays', 'Odio los lunes'): why, and what they would rather. */
export const PLAIN_DISLIKE_TEMPLATES: readonly string[] = ['What is it that you do not like about it?', 'What would you rather be doing?'];
export const SPANISH_PLAIN_DISLIKE_TEMPLATES: readonly string[] = ['¿Qué es lo que menos te gusta? (What do you like least about it?)', '¿Qué preferirías? (What would you prefer?)'];

/** Lucía after a hard time ('los estudiantes son muy ruidosos', 'me gritó'): how it is for them, not the noun. */
export const SPANISH_HARD_TIME_TEMPLATES: readonly string[] = [
  '¿Cómo te sientes ahora con eso? (How do you feel about it now?)',
  '¿Qué haces cuando pasa algo así? (What do you do when something like that happens?)',
  '¿Qué es lo más difícil para ti? (What is the hardest part for you?)',
];

/** Lucía after a hard time of one person or pet ('mi perro está enfermo', 'mi jefe es muy difícil'): what is wrong, and since when. */
export const SPANISH_PERSON_HARD_TIME_TEMPLATES: readonly string[] = [
  '¿Qué le pasa a {phrase}? (What is wrong with {object}?)',
  '¿Desde cuándo está así {phrase}? (How long has it been like this?)',
];

/**
 * The English between brackets says 'it' ('them'), never the Spanish phrase ('What do you think about your trabajo?');
 * both agree with the phrase's number ('¿Por qué son importantes tus zapatos?').
 */
export const SPANISH_TEMPLATES: Readonly<Record<'one' | 'many', readonly string[]>> = {
  one: [
    '¿Qué te gusta más de {phrase}? (What do you like most about it?)',
    '¿Me cuentas algo más sobre {phrase}? (Can you tell me more about it?)',
    '¿Por qué es importante {phrase} para ti? (Why is it important to you?)',
    '¿Qué piensas de {phrase}? (What do you think about it?)',
  ],
  many: [
    '¿Qué te gusta más de {phrase}? (What do you like most about them?)',
    '¿Me cuentas algo más sobre {phrase}? (Can you tell me more about them?)',
    '¿Por qué son importantes {phrase} para ti? (Why are they important to you?)',
    '¿Qué piensas de {phrase}? (What do you think about them?)',
  ],
};

/**
 * A name the learner talked about (find-spanish-name.ts: 'Jimena', 'Taylor Swift', 'Crossfit'): a person, a band, a
 * place or a brand, so the English between brackets says the name (a place as English names it, 'Germany'), never 'it' or 'her'; nothing that takes a liking
 * for granted ('Daddy Yankee se metió en problemas').
 */
export const SPANISH_NAME_TEMPLATES: readonly string[] = [
  '¿Me cuentas algo más sobre {phrase}? (Can you tell me more about {phraseEn}?)',
  '¿Qué piensas de {phrase}? (What do you think of {phraseEn}?)',
];

/**
 * One person named with their noun ('tu amiga', 'el profesor'): the English between brackets says 'him', 'her' or, where
 * the Spanish does not tell ('tu pareja'), 'them'; never 'it', and no 'Why is it important to you?' about a friend.
 */
export const SPANISH_PERSON_TEMPLATES: readonly string[] = [
  '¿Qué te gusta más de {phrase}? (What do you like most about {object}?)',
  '¿Me cuentas algo más sobre {phrase}? (Can you tell me more about {object}?)',
  '¿Qué piensas de {phrase}? (What do you think about {object}?)',
];

/**
 * Someone else's thing or person ('su música', 'sus padres', said of a singer or a friend): only what the learner can tell
 * or thinks, never what they like most about it or why it matters to them ('¿Por qué es importante su vida para ti?').
 */
export const SPANISH_THEIR_TEMPLATES: readonly string[] = [
  '¿Me cuentas algo más sobre {phrase}? (Can you tell me more about {object}?)',
  '¿Qué piensas de {phrase}? (What do you think about {object}?)',
];

/** The learner's thing disliked ('La película era muy aburrida', 'Mi jefe es muy antipático'): what they do not like, or the worst of it; never why it matters to them. */
export const SPANISH_DISLIKE_TEMPLATES: readonly string[] = [
  '¿Qué es lo que no te gusta de {phrase}? (What is it you do not like?)',
  '¿Qué es lo peor de {phrase}? (What is the worst part?)',
];

const PEOPLE: Readonly<Record<string, 'm' | 'f' | 'either'>> = people as Record<string, 'm' | 'f' | 'either'>;
/** A pet is 'him' or 'her' in the English too, by its noun ('tu gata' -> 'her'), never 'it': 'What do you think about it?' of a cat. */
const PETS: Readonly<Record<string, 'm' | 'f'>> = { perro: 'm', perrito: 'm', perra: 'f', perrita: 'f', gato: 'm', gatito: 'm', gata: 'f', gatita: 'f', conejo: 'm', coneja: 'f' };

/**
 * How English says one person (or a pet) named by a Spanish noun phrase ('tu amiga' -> 'her', 'el estudiante' -> 'him', 'tu
 * pareja' -> 'them', 'tu gato' -> 'him'), by the noun (packs/es/words/people.json) and, for a noun of either sex, its
 * article; null for a thing.
 */
export function spanishPersonOf(phrase: string): 'him' | 'her' | 'them' | null {
  const [article = '', ...noun] = phrase.toLowerCase().split(' ');
  // An adjective before the noun ('tu mejor amiga', 'tu nuevo jefe') leaves the noun last.
  const sex = PEOPLE[noun.join(' ')] ?? PEOPLE[noun.at(-1) ?? ''] ?? PETS[noun.at(-1) ?? ''];
  if (!sex || spanishNumberOf(phrase) === 'many') return null;
  if (sex !== 'either') return sex === 'm' ? 'him' : 'her';
  return /^(?:el|un|del|al|este|ese)$/.test(article) ? 'him' : /^(?:la|una|esta|esa)$/.test(article) ? 'her' : 'them';
}

/** A Spanish noun phrase's number, by its determiner ('tus zapatos', 'las clases'); a name counts as one. */
export const spanishNumberOf = (phrase: string): 'one' | 'many' => (/^(?:los|las|mis|tus|sus|unos|unas|estos|estas|esos|esas|nuestros|nuestras|vuestros|vuestras) /i.test(phrase) ? 'many' : 'one');
