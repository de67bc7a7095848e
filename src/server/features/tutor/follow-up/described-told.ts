/**
 * Someone described ('Soy alta y delgada', 'Mi hermana es muy simpática', 'I am friendly and patient', 'My father has grey
 * hair'): looks told are followed by what the person is like, a trait told by something that shows it; never 'What is
 * your sister like?' after the learner has just said it, nor a weekend question. The adjectives are each pack's list
 * (person-adjectives.json), said back as the list spells them, so a misspelt or unaccented word is never echoed.
 * Each language with the messages it must read and those it must leave, run as tests (described-told.test.ts).
 */
import { fillTemplate } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import englishWords from '../packs/en/words/person-adjectives.json';
import spanishWords from '../packs/es/words/person-adjectives.json';
import { stripAccents } from '../../../lib/strip-accents';
import { FAMILY } from './learner-facts';
import type { FactResponse } from './respond-to-facts';
import { MEMBERS } from './spanish-learner-facts';
import type { ToldInput } from './told-rule';
import { inflectSpanish } from './trait-said';

/** What a description told: whose, the first trait of character (if any) as it is said back, and who is meant. */
export type Description = {
  isSelf: boolean;
  isPlural: boolean;
  /** The trait said back, inflected as the learner did ('simpática'), and its English; none when only looks were told. */
  trait?: { word: string; english: string };
  /** Who, as said back in the teacher's language ('tu hermana', 'Andrés'); none for 'él', 'ella' or no subject. */
  who?: string;
  /** The first of the looks told with an adjective ('alta', 'tall'), named when the question is what the person is like. */
  looks?: { word: string; english: string };
  /** Who, in English ('your sister', 'she', 'Andrés'). */
  whoInEnglish: string;
};

const plain = (word: string) => stripAccents(word).toLowerCase();
const wordsOf = (text: string) => text.match(/[\p{L}'’-]+/gu) ?? [];

// ---- Spanish ----------------------------------------------------------------------------------------------------

type SpanishForm = { form: string; english: string; kind: 'character' | 'looks'; ofThings: boolean; gender: 'm' | 'f' | 'either'; isPlural: boolean };

/** Every form of each listed adjective, by its letters without accents ('timida' -> 'tímida'). */
const SPANISH_FORMS: ReadonlyMap<string, SpanishForm> = (() => {
  const forms = new Map<string, SpanishForm>();
  const ofThings = new Set(spanishWords.alsoOfThings);
  for (const kind of ['character', 'looks'] as const) {
    for (const [base, english] of Object.entries(spanishWords[kind] as Record<string, string>)) {
      for (const inflected of inflectSpanish(base)) forms.set(plain(inflected.form), { ...inflected, english, kind, ofThings: ofThings.has(base) });
    }
  }
  return forms;
})();

const SPANISH_INTENSIFIERS = new Set(['muy', 'bastante', 'tan', 'super', 'súper', 'algo', 'realmente', 'demasiado', 'también', 'un', 'poco', 'más']);
const SPANISH_PEOPLE: Readonly<Record<string, string>> = {
  ...MEMBERS,
  amigo: 'friend', amiga: 'friend', amigos: 'friends', amigas: 'friends', profesor: 'teacher', profesora: 'teacher', jefe: 'boss', jefa: 'boss',
  compañero: 'classmate', compañera: 'classmate', vecino: 'neighbour', vecina: 'neighbour', pareja: 'partner',
};
const SPANISH_PRONOUNS: Readonly<Record<string, { english: string; isPlural: boolean }>> = {
  él: { english: 'he', isPlural: false }, el: { english: 'he', isPlural: false }, ella: { english: 'she', isPlural: false },
  ellos: { english: 'they', isPlural: true }, ellas: { english: 'they', isPlural: true },
};
/** Capitalised words before a copula that name no one ('Esto es...', 'Hoy es...'). */
const NOT_NAMES_ES = new Set(['yo', 'ello', 'esto', 'eso', 'aquello', 'este', 'esta', 'ese', 'esa', 'todo', 'nada', 'algo', 'hoy', 'ayer', 'aquí', 'allí', 'ahora', 'mucho', 'que', 'qué', 'cuál', 'quién', 'quien', 'donde', 'cuando', 'como', 'lo', 'la', 'el', 'español', 'inglés']);
/** Looks told with 'tener' or 'llevar' ('Tengo pelo largo', 'Andrés tiene los ojos azules', 'Llevo gafas'). */
const SPANISH_LOOKS_HAD = /(?<![\p{L}])(tengo|tiene|tienen|llevo|lleva|llevan)(?: (?:el|los|las|unos|unas|una|un))? (?:pelo|cabello|ojos|pecas|barba|bigote|gafas|lentes)(?![\p{L}])/iu;

type Subject = { isSelf: boolean; who?: string; whoInEnglish: string; isPlural?: boolean; isNamed: boolean };

/**
 * Whether the words from `start` open their sentence ('Also, my sister is...', 'Y ella es...', 'Hi! I'm...'). A
 * description inside another clause ('I don't like my job because my boss is strict') or after something else told
 * ('I'm a teacher and I am very patient', 'Vivo en Madrid y soy tímido') leaves the reply to what was told first.
 */
const COORDINATORS = new Set(['y', 'e', 'pero', 'and', 'but']);
const OPENERS = new Set(['también', 'tambien', 'además', 'finalmente', 'bueno', 'pues', 'hoy', 'ahora', 'hola', 'normalmente', 'generalmente', 'also', 'well', 'so', 'oh', 'hi', 'hello', 'finally', 'now', 'today', 'sometimes', 'usually', 'normally', 'generally']);
function opensClause(words: readonly string[], start: number): boolean {
  const before = words[start - 1]?.toLowerCase();
  // 'A veces yo soy...'
  if (before === 'veces' && words[start - 2]?.toLowerCase() === 'a') return opensClause(words, start - 2);
  return before === undefined || ((OPENERS.has(before) || COORDINATORS.has(before)) && opensClause(words, start - 1));
}
/** Where a name that ends at `at` starts: 'Brad Pitt', 'Ana María'. */
function nameStart(words: readonly string[], at: number): number {
  let start = at;
  while (start > 0 && /^\p{Lu}\p{Ll}+$/u.test(words[start - 1]!)) start--;
  return start;
}
const ifOpensClause = (words: readonly string[], start: number, subject: Subject): Subject | null => (opensClause(words, start) ? subject : null);

/** Who a Spanish copula at `at` speaks of: the learner, a person (named or not), or null for a thing, a place, or a clause inside another. */
function spanishSubject(words: readonly string[], at: number): Subject | null {
  const verb = words[at]!.toLowerCase();
  let i = at - 1;
  while (i >= 0 && ['también', 'tambien', 'ya', 'siempre'].includes(words[i]!.toLowerCase())) i--;
  const before = words[i]?.toLowerCase();
  if (verb === 'soy') return ifOpensClause(words, before === 'yo' ? i : i + 1, { isSelf: true, whoInEnglish: 'you', isNamed: true });
  // 'Eres muy paciente', 'Usted es muy paciente': the teacher described to her face, no one to ask about.
  if (verb === 'eres' || before === 'usted') return null;
  const pronoun = before === undefined ? undefined : SPANISH_PRONOUNS[before];
  if (pronoun) return ifOpensClause(words, i, { isSelf: false, whoInEnglish: pronoun.english, isPlural: pronoun.isPlural, isNamed: true });
  const person = before === undefined ? undefined : SPANISH_PEOPLE[before];
  const hasBest = words[i - 1]?.toLowerCase() === 'mejor';
  const ownerAt = hasBest ? i - 2 : i - 1;
  const owner = words[ownerAt]?.toLowerCase();
  if (person && owner && ['mi', 'mis', 'tu', 'tus'].includes(owner)) {
    const yours = owner.replace(/^mi/, 'tu');
    return ifOpensClause(words, ownerAt, { isSelf: false, who: `${yours} ${hasBest ? 'mejor ' : ''}${before}`, whoInEnglish: `your ${hasBest ? 'best ' : ''}${person}`, isNamed: true });
  }
  // A name ('Andrés es bajo'), or a place ('Madrid es bonita'): only a trait no place has tells it is a person.
  if (before !== undefined && /^\p{Lu}\p{Ll}+$/u.test(words[i]!) && !NOT_NAMES_ES.has(before)) {
    const name = words.slice(nameStart(words, i), i + 1).join(' ');
    return ifOpensClause(words, nameStart(words, i), { isSelf: false, who: name, whoInEnglish: name, isNamed: false });
  }
  // No subject said ('Es muy simpático'), as Spanish allows.
  return ifOpensClause(words, i + 1, { isSelf: false, whoInEnglish: 'this person', isNamed: false });
}

/** The first description in the message, read sentence by sentence. */
const inSentences = (readSentence: (sentence: string) => Description | null) => (message: string): Description | null =>
  message.split(/[.!?;:¡¿]+/).reduce<Description | null>((found, sentence) => found ?? (sentence.trim() ? readSentence(sentence) : null), null);

function readSpanishSentence(message: string): Description | null {
  const words = wordsOf(message);
  /** A name with a trait places have too ('Andrés es bajo'): a person if the sentence goes on with looks ('y tiene los ojos verdes'). */
  let named: { subject: Subject; looks?: SpanishForm } | null = null;
  for (let at = 0; at < words.length; at++) {
    // The present only: 'Yo era muy joven' tells a story, not what someone is like now.
    if (!['soy', 'es', 'son'].includes(words[at]!.toLowerCase())) continue;
    if (words[at - 1]?.toLowerCase() === 'no') continue;
    const subject = spanishSubject(words, at);
    if (!subject) continue;
    const traits: SpanishForm[] = [];
    for (let j = at + 1; j < words.length; j++) {
      const lower = words[j]!.toLowerCase();
      if (SPANISH_INTENSIFIERS.has(lower) || lower === 'y' || lower === 'e') continue;
      const form = SPANISH_FORMS.get(plain(lower));
      if (!form) break;
      traits.push(form);
    }
    if (traits.length === 0) continue;
    const character = traits.find((t) => t.kind === 'character');
    const looks = traits.find((t) => t.kind === 'looks');
    if (!subject.isNamed && traits[0]!.ofThings) {
      if (subject.who) named = { subject, ...(looks ? { looks } : {}) };
      continue;
    }
    const isPlural = subject.isPlural ?? words[at]!.toLowerCase() === 'son';
    const gendered = traits[0]!.gender === 'f' ? 'she' : traits[0]!.gender === 'm' ? 'he' : 'they';
    return {
      isSelf: subject.isSelf,
      isPlural,
      ...(character ? { trait: { word: character.form, english: character.english } } : {}),
      ...(looks ? { looks: { word: looks.form, english: looks.english } } : {}),
      ...(subject.who ? { who: subject.who } : {}),
      whoInEnglish: isPlural && !subject.who ? 'they' : subject.whoInEnglish === 'this person' ? gendered : subject.whoInEnglish,
    };
  }
  const had = SPANISH_LOOKS_HAD.exec(message);
  if (!had) return null;
  const verb = had[1]!.toLowerCase();
  const upToVerb = wordsOf(message.slice(0, had.index + had[1]!.length));
  const verbAt = upToVerb.length - 1;
  const goesOn = named && COORDINATORS.has(upToVerb[verbAt - 1]?.toLowerCase() ?? '') ? named : null;
  if (verb.endsWith('o')) {
    const start = upToVerb[verbAt - 1]?.toLowerCase() === 'yo' ? verbAt - 1 : verbAt;
    return opensClause(upToVerb, start) ? { isSelf: true, isPlural: false, whoInEnglish: 'you' } : null;
  }
  // Someone's, not something's ('La muñeca tiene el pelo rubio'): a person, a name, or no subject at all.
  const subject = goesOn?.subject ?? spanishSubject(upToVerb, verbAt);
  if (!subject) return null;
  const looks = goesOn?.looks ? { looks: { word: goesOn.looks.form, english: goesOn.looks.english } } : {};
  return { isSelf: false, isPlural: verb.endsWith('n'), ...looks, ...(subject.who ? { who: subject.who } : {}), whoInEnglish: subject.isNamed ? subject.whoInEnglish : subject.who ?? 'they' };
}

// ---- English ----------------------------------------------------------------------------------------------------

const ENGLISH_CHARACTER = new Set(englishWords.character);
const ENGLISH_LOOKS = new Set(englishWords.looks);
const ENGLISH_OF_THINGS = new Set(englishWords.alsoOfThings);
const ENGLISH_INTENSIFIERS = new Set(['very', 'really', 'quite', 'a', 'bit', 'little', 'so', 'pretty', 'extremely', 'super', 'also', 'always', 'too', 'and', 'rather']);
const ENGLISH_PEOPLE = new Set([...FAMILY, 'friend', 'friends', 'boss', 'teacher', 'colleague', 'colleagues', 'neighbour', 'neighbor', 'flatmate', 'roommate', 'classmate', 'classmates']);
const ENGLISH_LOOKS_HAD = /\b(I|he|she|they|my (?:best )?\w+) (?:have|has|'ve got|'s got|have got|has got)(?: (?:long|short|curly|straight|wavy|dark|fair|blond|blonde|brown|black|grey|gray|red|white|blue|green|big|small))+ (?:hair|eyes|beard)\b|\bI wear glasses\b/i;

/** Capitalised words before a copula that name no one ('It is...', 'Everyone is...'). */
const NOT_NAMES_EN = new Set(['it', 'this', 'that', 'there', 'here', 'everything', 'everyone', 'everybody', 'nobody', 'someone', 'life', 'english', 'spanish', 'today', 'what', 'who', 'which', 'he', 'she']);

function englishSubject(words: readonly string[], at: number): (Subject & { isPlural: boolean }) | null {
  const verb = words[at]!.toLowerCase();
  const before = words[at - 1];
  if (!before) return null;
  const lower = before.toLowerCase();
  if (verb === 'am') return lower === 'i' && opensClause(words, at - 1) ? { isSelf: true, whoInEnglish: 'you', isPlural: false, isNamed: true } : null;
  if (['he', 'she', 'they'].includes(lower)) return opensClause(words, at - 1) ? { isSelf: false, whoInEnglish: lower, isPlural: lower === 'they', isNamed: true } : null;
  const hasBest = words[at - 2]?.toLowerCase() === 'best';
  const ownerAt = hasBest ? at - 3 : at - 2;
  const owner = words[ownerAt]?.toLowerCase();
  if (ENGLISH_PEOPLE.has(lower) && (owner === 'my' || owner === 'our')) {
    // The number is the noun's, not the learner's verb's: 'my friends is funny' is asked back as 'your friends are'.
    const isPluralPeople = lower === 'children' || lower === 'people' || (/s$/.test(lower) && lower !== 'boss');
    return opensClause(words, ownerAt) ? { isSelf: false, whoInEnglish: `your ${hasBest ? 'best ' : ''}${lower}`, isPlural: isPluralPeople, isNamed: true } : null;
  }
  // A name ('Tom is shy'), or a place ('London is quiet'): only a trait no place has tells it is a person.
  if (/^\p{Lu}\p{Ll}+$/u.test(before) && !NOT_NAMES_EN.has(lower) && opensClause(words, nameStart(words, at - 1))) {
    return { isSelf: false, whoInEnglish: words.slice(nameStart(words, at - 1), at).join(' '), isPlural: false, isNamed: false };
  }
  return null;
}

function readEnglishSentence(message: string): Description | null {
  const words = wordsOf(message.replace(/\bI['’]m\b/g, 'I am'));
  for (let at = 0; at < words.length; at++) {
    // The present only: 'I was very young' tells a story, not what someone is like now.
    if (!['am', 'is', 'are'].includes(words[at]!.toLowerCase())) continue;
    if (['not', "n't"].includes(words[at + 1]?.toLowerCase() ?? '')) continue;
    const subject = englishSubject(words, at);
    if (!subject) continue;
    const traits: Array<{ word: string; kind: 'character' | 'looks' }> = [];
    for (let j = at + 1; j < words.length; j++) {
      const lower = words[j]!.toLowerCase();
      if (ENGLISH_INTENSIFIERS.has(lower)) continue;
      const kind = ENGLISH_CHARACTER.has(lower) ? 'character' : ENGLISH_LOOKS.has(lower) ? 'looks' : null;
      // 'kind of', 'short of time': no description; nor 'responsible for the sales team', 'good at maths', 'proud of
      // it': a duty, a skill or a feeling about something, not a trait ('kind to everyone', 'patient with children' are).
      if (!kind || ['of', 'for', 'at'].includes(words[j + 1]?.toLowerCase() ?? '')) break;
      traits.push({ word: lower, kind });
    }
    if (traits.length === 0 || (!subject.isNamed && ENGLISH_OF_THINGS.has(traits[0]!.word))) continue;
    // A learner who says they are shy is reassured about speaking (react-to-message.ts), not asked to prove it.
    if (subject.isSelf && traits.some((t) => t.word === 'shy')) continue;
    const character = traits.find((t) => t.kind === 'character');
    const looks = traits.find((t) => t.kind === 'looks');
    return {
      isSelf: subject.isSelf,
      isPlural: subject.isPlural,
      ...(character ? { trait: { word: character.word, english: character.word } } : {}),
      ...(looks ? { looks: { word: looks.word, english: looks.word } } : {}),
      whoInEnglish: subject.whoInEnglish,
    };
  }
  const had = ENGLISH_LOOKS_HAD.exec(message);
  if (!had) return null;
  const before = wordsOf(message.slice(0, had.index));
  if (!opensClause([...before, had[0]], before.length)) return null;
  const who = (had[1] ?? 'I').toLowerCase();
  if (who.startsWith('my ') && !ENGLISH_PEOPLE.has(who.split(' ').at(-1)!)) return null;
  const isSelf = who === 'i';
  return { isSelf, isPlural: who === 'they', whoInEnglish: isSelf ? 'you' : who.replace(/^my /, 'your ') };
}

// ---- What follows ------------------------------------------------------------------------------------------------

export const DESCRIBED_TOLD = {
  en: {
    read: inSentences(readEnglishSentence),
    examples: ['I am tall and thin.', "I'm friendly and very patient.", 'My sister is very kind and funny.', 'My father has grey hair and blue eyes.', 'Tom is really lazy.', 'And she is very patient.', 'I love books. My brother is very quiet.'],
    counterExamples: ["I don't like my job because my boss is very strict.", "I'm a teacher and I am very patient.", 'The party was really fun.', 'I am not shy.', 'It is kind of quiet here.', 'I am short of money this month.', 'Is your sister shy?', 'The city is very quiet.', 'I am tired today.', 'I was very shy as a child.', "I'm a bit shy.", 'I live in London and I have long hair.'],
  },
  es: {
    read: inSentences(readSpanishSentence),
    examples: ['Soy alta y delgada.', 'Mi hermana es muy simpática.', 'Andrés es bajo y tiene los ojos verdes.', 'Ella es muy divertida y activa.', 'Tengo pelo largo y llevo gafas.', 'Es muy amable y guapo.', 'Mi hermano tiene los ojos azules.', 'Y ella es muy responsable.', 'A veces soy muy tímido.', 'Ana María es muy generosa.', 'Me encanta el cine. Mi hermana es muy divertida.'],
    counterExamples: ['Busco otro empleo porque mi jefe es muy antipático.', 'Vivo en Madrid y soy muy tímido.', 'Vivo en Madrid y tengo los ojos grises.', 'La fiesta fue muy divertida.', 'No soy alto.', 'Es muy tranquilo allí.', 'Me gusta Sevilla porque es muy bonita.', '¿Tu hermana es simpática?', 'La ciudad es muy bonita.', 'Estoy muy cansada.', 'Yo era muy joven entonces.', 'La muñeca tiene el pelo rubio.'],
  },
} as const;

const QUESTIONS = {
  en: {
    selfTrait: 'What do you do that shows you are {trait}?',
    selfLooks: 'And {apart}what are you like as a person?',
    otherTrait: 'Can you tell me something that shows {who} {is} {trait}?',
    otherLooks: 'And {apart}what {is} {who} like as a person?',
  },
  es: {
    selfTrait: '¿En qué se nota que eres {trait}? (What shows that you are {english}?)',
    selfLooks: '{besides}cómo eres de carácter? (And {apart}what are you like as a person?)',
    otherTrait: '¿Me cuentas algo que muestre que {who}{is} {trait}? (Can you tell me something that shows {whoInEnglish} {isInEnglish} {english}?)',
    otherLooks: '{besides}cómo {is}{who} de carácter? (And {apart}what {isInEnglish} {whoInEnglish} like as a person?)',
  },
};
const ACKS = {
  en: { self: ['Thanks, now I can picture you!', 'Nice to get to know you a bit better.'], other: ['Now I have a picture in my head.', 'Thanks for the description.'] },
  es: {
    self: ['¡Ya me hago una idea de cómo eres! (Now I have an idea of what you are like!)', '¡Gracias por contarme cómo eres! (Thanks for telling me what you are like!)'],
    other: ['Ya me hago una idea. (Now I have a picture in my head.)', 'Gracias por la descripción. (Thanks for the description.)'],
  },
};

export function respondToDescribed(input: ToldInput): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  if (/\?\s*$/.test(message.trim())) return null;
  const language = isSpanish ? 'es' : 'en';
  const told = DESCRIBED_TOLD[language].read(message);
  if (!told) return null;
  const q = QUESTIONS[language];
  const template = told.isSelf ? (told.trait ? q.selfTrait : q.selfLooks) : told.trait ? q.otherTrait : q.otherLooks;
  const isInEnglish = told.isPlural || told.whoInEnglish === 'they' ? 'are' : 'is';
  // 'Y además de alta, ¿cómo eres de carácter?': the looks told, named before what they leave out.
  const apart = told.looks ? `apart from being ${told.looks.english}, ` : '';
  const besides = told.looks ? `Y además de ${told.looks.word}, ¿` : '¿Y ';
  const question = isSpanish
    ? fillTemplate(template, {
        trait: told.trait?.word ?? '',
        english: told.trait?.english ?? '',
        // '¿Y cómo es tu hermana de carácter?', '¿Me cuentas algo que muestre que Andrés es gracioso?'
        who: told.who ? (template === q.otherLooks ? ` ${told.who}` : `${told.who} `) : '',
        is: told.isPlural ? 'son' : 'es',
        whoInEnglish: told.whoInEnglish,
        isInEnglish,
        apart,
        besides,
      })
    : fillTemplate(template, { trait: told.trait?.word ?? '', who: told.whoInEnglish, is: isInEnglish, apart });
  if (wasAlreadyAsked(question, assistantMessages)) return null;
  return { acknowledgement: chooser.pick('described-ack', ACKS[language][told.isSelf ? 'self' : 'other']), question };
}

/** For the tests: whether a message describes someone. */
export const describes = (message: string, language: 'en' | 'es'): boolean => !/\?\s*$/.test(message.trim()) && DESCRIBED_TOLD[language].read(message) !== null;
