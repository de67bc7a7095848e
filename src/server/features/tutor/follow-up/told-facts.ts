/**
 * The facts a learner tells about themselves ("I have 34 years", "I work in a hospital as a nurse"), read with
 * the phrasings of told-fact-phrasings.ts and written as the short sentences teachers keep ("Is 34 years old",
 * "Works as a nurse in a hospital"); and those sentences read back when the profile brings them to a teacher.
 */
import { SLOT_SHAPES, TOLD_FACT_KINDS, TOLD_FACT_TEMPLATES, type ToldFactKind } from './told-fact-kinds';
import { TOLD_FACT_PHRASINGS } from './told-fact-phrasings';
import { capitalizeLoneI } from '../text-pieces';
import { COMMON_WORKPLACES, JOB_WORDS, NAMED_EXAMS, NOT_NAMES, NOT_PLACES, WORK_FIELDS } from './told-fact-words';
import { SPANISH_JOBS, SPANISH_WORKPLACES } from './spanish-learner-facts';
import { renamedInEnglish } from './spanish-place-names';
import { findLemma, isGerund } from '../wordnet/find-lemma';
import { englishLexiconTags } from '../grammar/english-lexicon';
import { isNameOnly } from '../wordnet/read-wordnet';
import { editDistance } from '../grammar/is-teachable-issue';
import { article } from '../answers/teacher-voice';
import feelingWords from '../packs/en/words/feelings.json';
import surnamesSaidFirst from './words/surnames-said-first.json';

/** Lucía's learners name their pets in Spanish; every fact is kept in English ('un perro' -> 'a dog'). */
const SPANISH_PETS: Readonly<Record<string, string>> = {
  perro: 'dog', perra: 'dog', perros: 'dogs', perras: 'dogs', gato: 'cat', gata: 'cat', gatos: 'cats', gatas: 'cats', conejo: 'rabbit', conejos: 'rabbits',
  hámster: 'hamster', hámsters: 'hamsters', loro: 'parrot', loros: 'parrots', pájaro: 'bird', pájaros: 'birds', tortuga: 'tortoise', tortugas: 'tortoises',
  caballo: 'horse', caballos: 'horses', cachorro: 'puppy', cachorros: 'puppies', gatito: 'kitten', gatitos: 'kittens',
};
const SPANISH_COUNTS: Readonly<Record<string, string>> = { un: 'a', una: 'a', dos: 'two', tres: 'three', cuatro: 'four', cinco: 'five' };
/** Family told in Spanish, kept in English ('dos hijas' -> 'two daughters', 'un hermano' -> 'a brother'). */
const SPANISH_FAMILY: Readonly<Record<string, string>> = {
  hijo: 'son', hija: 'daughter', hijos: 'children', hijas: 'daughters', hermano: 'brother', hermana: 'sister', hermanos: 'siblings', hermanas: 'sisters',
  nieto: 'grandson', nieta: 'granddaughter', nietos: 'grandchildren', nietas: 'granddaughters',
};
/** Subjects studied, told in Spanish and kept in English ('Estudio medicina' -> 'Studies medicine'). */
const SPANISH_SUBJECTS: Readonly<Record<string, string>> = {
  medicina: 'medicine', derecho: 'law', economía: 'economics', económicas: 'economics', ingeniería: 'engineering', historia: 'history',
  biología: 'biology', química: 'chemistry', física: 'physics', matemáticas: 'mathematics', arquitectura: 'architecture', psicología: 'psychology',
  informática: 'computer science', periodismo: 'journalism', enfermería: 'nursing', filología: 'philology', 'bellas artes': 'fine arts',
  'administración de empresas': 'business administration', turismo: 'tourism', educación: 'education', farmacia: 'pharmacy', veterinaria: 'veterinary science',
};

export type ToldFact = { kind: ToldFactKind; slots: Record<string, string>; fact: string };

const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const WHEN = String.raw`on (?:the )?\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:${MONTHS})\b|on (?:${MONTHS}) \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})\b|on (?:${DAYS})|(?:next|this) (?:${DAYS}|${MONTHS}|week|month|year|weekend|summer|spring|autumn|winter)|in (?:${MONTHS})\b|in \d{4}|in (?:\d+|a|one|two|three|four|five|six|a few|few) (?:days?|weeks?|months?)|tomorrow|at the end of (?:the|this|next) (?:month|year|week)|at the end of (?:${MONTHS})`;

/** Lower-case words that end a place: "Lima last year", "Bristol since 2019". */
const AFTER_PLACE = 'last|this|next|in|on|at|since|for|from|to|and|but|with|as|like|now|because|so|when|where|is|was|are|the|a|an|with|two|three|four|five|ten|years?|months?|ago|before|after|city|town|area';
/** A word of a name: a full stop ends a word of three letters or more ('Osaka. It'), and may end an abbreviation ('St. Louis', 'D.C.'). */
const PLACE_WORD = String.raw`\p{L}[\p{L}'’-]*(?:\.\p{L}[\p{L}'’-]*)*(?:(?<!\p{L}{3})\.)?`;
/** A place never starts with an article or a possessive ('in the city centre' names none: 'a restaurant in the' was kept). */
const NOT_PLACE_START = 'the|a|an|my|your|his|her|our|their|this|that|these|those|some|el|la|los|las|un|una|mi|mis';
const PLACE = String.raw`(?!(?:${NOT_PLACE_START})(?![\p{L}]))${PLACE_WORD}(?: (?!(?:${AFTER_PLACE})\b)${PLACE_WORD}){0,2}`;
const NOT_WORKPLACE_WORD = 'in|at|for|as|like|and|but|with|on|near|since|every|from|to|because|so|now';
/** Words that cannot describe an exam ('final', 'driving', 'IELTS' can): a verb or a determiner means the exam is someone else's ('my son has exam'). */
const NOT_EXAM_WORD = 'has|have|had|is|are|was|were|will|got|gets|took|takes?|passed|passes|failed|fails|did|does|do|an?|the|my|his|her|their|our|your';

const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const AGE_WORDS: Record<string, number> = { eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** Ages as Lucía's learners write them: 'veinte', 'veintidós', 'treinta y dos'. */
const SPANISH_TENS: Record<string, number> = { treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 };
const SPANISH_UNITS = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const SPANISH_TEENS_AND_TWENTIES: Record<string, number> = {
  dieciocho: 18, diecinueve: 19, veinte: 20, veintiuno: 21, veintiún: 21, veintidós: 22, veintitrés: 23, veinticuatro: 24, veinticinco: 25, veintiséis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
};
/** "thirty-four" → "34", "treinta y dos" → "32"; digits stay as they are. */
const ageNumber = (age: string) => {
  const lower = age.toLowerCase();
  if (lower in SPANISH_TEENS_AND_TWENTIES) return String(SPANISH_TEENS_AND_TWENTIES[lower]);
  const spanish = /^(\p{L}+)(?: y (\p{L}+))?$/u.exec(lower);
  if (spanish && SPANISH_TENS[spanish[1]!] !== undefined) return String(SPANISH_TENS[spanish[1]!]! + Math.max(0, SPANISH_UNITS.indexOf(spanish[2] ?? '')));
  const [tens, unit = ''] = lower.split(/[- ]/);
  return AGE_WORDS[tens!] === undefined ? age : String(AGE_WORDS[tens!]! + UNITS.indexOf(unit));
};

/** A workplace named by its kind without an article ('IT company', 'software firm'), as the WORKPLACE slot reads it. */
const KIND_OF_WORKPLACE = /^(?:[A-Z]{2,}|[a-z]+) (?:company|firm|startup|agency|factory|hospital|bank|school|shop|store|restaurant|hotel|office|clinic)\b/;

/** Family names said before the given name (words/surnames-said-first.json). */
const SURNAMES_SAID_FIRST: ReadonlySet<string> = new Set(surnamesSaidFirst.names);
/** The tagger's tags of words that go on the sentence after a name: verbs, times, pronouns, linking words, peoples. */
const NOT_A_GIVEN_NAME = /^(?:Verb|Infinitive|PresentTense|PastTense|Participle|Gerund|Copula|Modal|Auxiliary|Date|Pronoun|Possessive|Preposition|Conjunction|Determiner|Demonym|Language|QuestionWord|Expression|Adverb)$/;
/** Words that follow a name and are no part of it, though a capital may start them ('Kim I am', 'Ho My name'). */
const AFTER_A_NAME = /^(?:I|My|And|But|So|From|Nice|Thank|Thanks|Today|Now|Here|Hi|Hello)$/;

/**
 * 'I am Li Wei', 'My name is Park Ji Sung': a family name said first (as Chinese, Korean and Vietnamese names are) keeps
 * the given name after it, one or two capitalised words that do not go on the sentence (no verb, time or linking word); the
 * family name alone is no one's first name.
 */
function withGivenNameAfter(name: string, match: RegExpMatchArray): string {
  if (!SURNAMES_SAID_FIRST.has(name) || !match.groups?.name || !/^\p{Lu}/u.test(match.groups.name)) return name;
  const after = (match.input ?? '').slice((match.index ?? 0) + match[0].length);
  const given: string[] = [];
  for (const word of after.match(/^(?: \p{Lu}\p{Ll}*){1,2}(?![\p{L}'’-])/u)?.[0].trim().split(' ') ?? []) {
    // A word of the sentence after the name ('Kim Thank you', 'Chen Today is...'), not a given name that is also a word ('Chen Long').
    const tags = englishLexiconTags(word);
    if (AFTER_A_NAME.test(word) || tags.some((tag) => NOT_A_GIVEN_NAME.test(tag))) break;
    given.push(word);
  }
  return [name, ...given].join(' ');
}

const SLOTS: Record<string, string> = {
  PLACE,
  FIELD: `(?:${[...WORK_FIELDS].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`,
  // A workplace with its article, or without it as learners often write it ('in IT company in Wroclaw'), or a name.
  WORKPLACE: String.raw`(?:an?|the|my) [a-z]+(?: (?!(?:${NOT_WORKPLACE_WORD})\b)[a-z]+)?(?: in ${PLACE})?|(?!(?:this|that|these|those|our|his|her|their|your|its|my|a|an|the|some|any|big|small|new|old)\b)(?:[A-Z]{2,}|[a-z]+) (?:company|firm|startup|agency|factory|hospital|bank|school|shop|store|restaurant|hotel|office|clinic)(?: in ${PLACE})?|${PLACE}`,
  NAME: String.raw`\p{L}[\p{L}'’-]+`,
  // Up to two words before the job word, none of them 'to', 'like', an article or an -ing ('I am learning to cook' is no
  // cook, 'I am like a doctor for my family' no doctor).
  JOB: String.raw`(?:(?!(?:to|like|a|an|the|\w+ing)\b)[a-z-]+ ){0,2}?(?:${[...JOB_WORDS].sort((a, b) => b.length - a.length).join('|')})\b`,
  ROLE: String.raw`[a-z][a-z-]*(?: [a-z][a-z-]*){0,2}?(?=\s*(?:[,.!;]|$)| (?:in|at|for|and|but|because|since|so|with|on|from|to|every|now)\b)`,
  WHEN,
  EXAM: String.raw`(?:(?!(?:${NOT_EXAM_WORD})\b)[A-Za-z0-9]+ ){0,2}?(?:exam|test|interview|presentation|speech|audition|meeting|pitch|negotiation)|(?:${NAMED_EXAMS.join('|')})(?![\p{L}])`,
  ESFAMILY: Object.keys(SPANISH_FAMILY).sort((a, b) => b.length - a.length).join('|'),
  ESSUBJECT: Object.keys(SPANISH_SUBJECTS).sort((a, b) => b.length - a.length).join('|'),
  ESPET: Object.keys(SPANISH_PETS).sort((a, b) => b.length - a.length).join('|'),
  ESJOB: Object.keys(SPANISH_JOBS).sort((a, b) => b.length - a.length).join('|'),
  ESWORKPLACE: String.raw`(?:${Object.keys(SPANISH_WORKPLACES).sort((a, b) => b.length - a.length).join('|')})(?![\p{L}])`,
  AGE: String.raw`[1-9]\d|(?:${Object.keys(AGE_WORDS).join('|')})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?`,
  ESAGE: String.raw`[1-9]\d|${Object.keys(SPANISH_TEENS_AND_TWENTIES).join('|')}|(?:${Object.keys(SPANISH_TENS).join('|')})(?: y (?:${SPANISH_UNITS.slice(1).join('|')}))?(?![\p{L}])`,
};

const COMPILED = TOLD_FACT_PHRASINGS.map((p) => ({ ...p, regex: new RegExp(p.pattern.replace(/\{([A-Z]+)\}/g, (whole, slot: string) => SLOTS[slot] ?? whole), 'giu') }));

/** "im", "I'm", "i've", "name's" written out, so phrasings are written once. */
export function expandContractions(text: string): string {
  return capitalizeLoneI(text)
    .replace(/[’‘]/g, "'")
    .replace(/\b[Ii]'?m\b/g, 'I am')
    .replace(/\b[Ii]'ve\b/g, 'I have')
    .replace(/\b[Ii]'ll\b/g, 'I will')
    .replace(/\b([Ww]e)'ve\b/g, '$1 have')
    .replace(/\b([Ww]e)'re\b/g, '$1 are')
    .replace(/\b(name|job)'s\b/gi, '$1 is');
}

/** 'an' before a vowel sound, including letters said by name ('an FCE exam', 'an IELTS test'). */
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const isCapitalized = (word: string) => /^\p{Lu}/u.test(word);

/** An abbreviation's full stop ('St.', 'Mt.', 'U.S.', 'D.C.'), not the end of a sentence. */
const ABBREVIATION = /^(?:(?:\p{Lu}\.)+|(?:St|Mt|Ft|Pt)\.)$/u;

/**
 * A place or a name as the learner wrote it: its leading capitalised words (the first word, capitalised, if they
 * write in lower case), up to the end of its sentence ('from Brazil. I want...' is Brazil; 'St. Louis' stays whole).
 */
function properNoun(value: string, isLowerCase: boolean, maxWords: number): string | null {
  const all = value.split(' ');
  const sentenceEnd = all.findIndex((word) => /[.!?]$/.test(word) && !ABBREVIATION.test(word));
  const words = all.slice(0, sentenceEnd === -1 ? all.length : sentenceEnd + 1).slice(0, isLowerCase ? 1 : maxWords);
  const firstLower = words.findIndex((w) => !isCapitalized(w));
  const kept = isLowerCase ? words.map(capitalize) : words.slice(0, firstLower === -1 ? words.length : firstLower);
  if (kept.length === 0 || NOT_PLACES.has(kept[0]!.toLowerCase())) return null;
  return kept.join(' ').replace(/[.'’-]+$/, '');
}

/**
 * 'i am bored', 'im nervous', 'i am exciting about', 'I am feeling better', 'i am always tired': a word written small that the dictionary knows as an adjective, an adverb or a verb's -ing
 * and never as a noun, after 'I am', is how the learner is, not their name ('i am marta', 'hi im nadia' are names the
 * dictionary does not hold; 'i am amber', 'i am ruby' are nouns too; 'my name is rose' names whatever the word).
 * So is a feeling's verb said for its adjective ('i am worry', 'i am scare': worried, scared), and a word written small
 * that a state, a reason, a job or another noun goes on from ('i am little tired', 'i am lactose intolerant', 'i am worry because...',
 * 'i am sales manager', 'i am customer service'); and letters said by name are no name ('I am HR manager', 'I am IT').
 */
const isStateWrittenSmall = (match: RegExpMatchArray) => {
  const word = match.groups?.name ?? '';
  if (!/^I am\s/i.test(match[0])) return false;
  // Letters said by name, in a message not written all in capitals ('HI I AM MARIA').
  if (/^\p{Lu}{2,3}$/u.test(word) && /\p{Ll}/u.test(match.input ?? '')) return true;
  if (!/^\p{Ll}+$/u.test(word)) return false;
  // 'i am always tired', 'im still at work': an adverb before the state is no name either.
  const isOnly = (w: string, pos: 'adjective' | 'adverb') => !!findLemma(w, pos) && !findLemma(w, 'noun');
  if (isOnly(word, 'adjective') || isOnly(word, 'adverb') || isGerund(word) || FEELING_VERBS.has(word)) return true;
  // Only a dictionary word ('little', 'lactose', 'sales'): a name the dictionary does not hold ('marta', 'lucas') stays a name
  // whatever follows ('i am lucas happy to meet you', 'i am pedro nurse from mexico').
  // 'i am sooo happy', 'i am realy tired': a word of degree drawn out or misspelt is no name.
  if (isDegreeWordTyped(word)) return true;
  if (isNameOnly(word) || !['noun', 'verb', 'adjective', 'adverb'].some((pos) => findLemma(word, pos as 'noun'))) return false;
  const [, next, afterNext] = /^\s+(\p{Ll}+)\b(?:\s+(\p{Ll}+)\b)?/u.exec((match.input ?? '').slice((match.index ?? 0) + match[0].length)) ?? [];
  // 'i am customer service', 'i am morning person', 'i am computer science student': a word that heads a role or a kind of
  // person, right after it or one word on, makes them a role, not a name and a word; a word the tagger knows as a name
  // ('i am jack student from brazil', 'i am mark today...') stays a name.
  const isKnownName = englishLexiconTags(word).some((tag) => /Name/.test(tag));
  const headsARole = !isKnownName && (ROLE_HEADS.has(next ?? '') || ROLE_HEADS.has(afterNext ?? ''));
  return !!next && (STATE_GOES_ON.has(next) || isOnly(next, 'adjective') || JOB_WORDS.has(next) || headsARole);
};
/** 'so', 'too', 'very', 'really' typed long or one letter off ('sooo', 'verry', 'realy', 'rly'). */
const DEGREE_WORDS = ['so', 'too', 'very', 'really', 'quite', 'pretty', 'super', 'rly'];
const isDegreeWordTyped = (word: string): boolean => {
  const squeezed = word.replace(/(\p{L})\1+/gu, '$1');
  return DEGREE_WORDS.some((degree) => squeezed === degree.replace(/(\p{L})\1+/gu, '$1') || (degree.length >= 4 && editDistance(word, degree) === 1));
};
/** The verbs of the feelings ('worried' -> 'worry', 'scared' -> 'scare'), as learners say them after 'I am'. */
const FEELING_VERBS: ReadonlySet<string> = new Set(
  feelingWords.flatMap(([felt]) => findLemma(felt!, 'verb')?.lemma ?? []).filter((verb) => /^[a-z]+$/.test(verb)),
);
/** Words a state goes on with: 'i am worry because...', 'i am scare of dogs'. */
const STATE_GOES_ON: ReadonlySet<string> = new Set(['because', 'about', 'of', 'that', 'when', 'if', 'but']);
/** Words that end the name of a role or a team ('customer service', 'team leader', 'tech support'). */
const ROLE_HEADS: ReadonlySet<string> = new Set(['service', 'services', 'support', 'leader', 'lead', 'team', 'department', 'desk', 'representative', 'agent', 'staff', 'person', 'people', 'lover', 'owl', 'fan', 'man', 'woman', 'type', 'student', 'students']);

const NATIONALITY = /^\p{Lu}\p{Ll}+(?:ish|ese|ian|an|ch|ic)$/u;
const ADJECTIVES = new Set(['very', 'really', 'good', 'happy', 'tired', 'busy', 'new', 'young', 'old', 'proud', 'big', 'little', 'normal', 'simple', 'real']);
const NOT_ROLES = new Set(['crazy', 'mad', 'hell', 'a dog', 'dog', 'horse', 'slave', 'well', 'hard', 'usual', 'always', 'before', 'much', 'a team', 'team', 'these', 'those', 'this', 'that', 'all', 'every', 'everyone', 'usual', 'normal', 'yesterday', 'today']);

/** The slot values of one match, checked and tidied; null when the match is not a fact after all. */
function tidySlots(groups: Record<string, string | undefined>, isLowerCase: boolean, isAllCapitals = false): Record<string, string> | null {
  const slots: Record<string, string> = {};
  for (const [slot, raw] of Object.entries(groups)) {
    if (raw === undefined) continue;
    if (slot === 'espet') {
      slots.pet = SPANISH_PETS[raw.toLowerCase()]!;
      continue;
    }
    if (slot === 'escount') {
      slots.count = SPANISH_COUNTS[raw.toLowerCase()] ?? raw;
      continue;
    }
    // 'tengo dos hijas' -> 'two daughters': the count said before the family word, in English.
    if (slot === 'esfamily') {
      const count = groups.esfamilycount?.toLowerCase() ?? '';
      slots.family = `${SPANISH_COUNTS[count] ?? count} ${SPANISH_FAMILY[raw.toLowerCase()]!}`;
      continue;
    }
    if (slot === 'esfamilycount') continue;
    if (slot === 'essubject') {
      slots.subject = SPANISH_SUBJECTS[raw.toLowerCase()]!;
      continue;
    }
    if (slot === 'esjob') {
      slots.job = SPANISH_JOBS[raw.toLowerCase()]!;
      continue;
    }
    // 'en una farmacia': kept in English, as every fact is ('in a pharmacy').
    if (slot === 'esworkplace') {
      const english = SPANISH_WORKPLACES[raw.toLowerCase()]!;
      slots.workplace = `${article(english)} ${english}`;
      slots.prep = 'in';
      continue;
    }
    let value: string | null = raw.trim();
    // Kept in English, as every fact is: 'Soy de Japón' -> 'Comes from Japan'.
    if (slot === 'place' || slot === 'to' || slot === 'from') value = properNoun(value, isLowerCase, 3) && renamedInEnglish(properNoun(value, isLowerCase, 3)!);
    // 'HI I AM MARIA': a name written in capitals is kept as a name is written ('Maria').
    else if (slot === 'name') value = properNoun(/^\p{Lu}{4,}$/u.test(value) ? capitalize(value.toLowerCase()) : value, isLowerCase, 1);
    else if (slot === 'job') {
      // Lower case, but for a language or nationality before the job ('an English teacher') and letters said by name ('an HR
      // manager', 'an HTML developer'), unless the whole message is in capitals ('I AM A NURSE').
      const words = value.split(' ').map((w, i, all) => ((i < all.length - 1 && NATIONALITY.test(w)) || (/^\p{Lu}{2,5}$/u.test(w) && !isAllCapitals) ? w : w.toLowerCase()));
      // 'I am a good cook', 'a terrible singer': how well they do something, not their work.
      if (/^(?:good|great|bad|terrible|excellent|amazing|awful|decent|better|best|natural)$/.test(words[0]!) && words.length > 1) return null;
      while (words.length > 1 && ADJECTIVES.has(words[0]!)) words.shift();
      // 'a retired teacher' is read by the phrasing for the retired.
      if (words.some((w) => /^(?:not|never|no|the|my|his|her|your|retired|former)$/.test(w))) return null;
      value = NOT_ROLES.has(words[0]!) || NOT_ROLES.has(words.join(' ')) ? null : words.join(' ');
    } else if (slot === 'workplace') {
      // A field of work ('sales', 'IT') is kept as written; a workplace is 'a bank' or a name ('Siemens').
      const field = WORK_FIELDS.has(value.toLowerCase()) ? (/^[A-Z]{2,}$/.test(value) ? value : value.toLowerCase()) : null;
      const bare = value.toLowerCase().split(' ')[0]!;
      value =
        field ??
        (/^(?:an?|the|my) /i.test(value) || value === 'home'
          ? value.replace(/^(?:my|an?|the)\b/i, (a) => a.toLowerCase().replace('my', 'a'))
          : COMMON_WORKPLACES.has(bare) // 'in bank', as learners often write it: 'a bank'
            ? `${article(bare)} ${value.toLowerCase()}`
            : KIND_OF_WORKPLACE.test(value) // 'in IT company in Wroclaw': 'an IT company in Wroclaw'
              ? `${article(value.split(' ')[0]!)} ${value}`
              : properNoun(value, isLowerCase, 3));
      if (value && /^(?:the )?(?:night|nights|morning|evening|weekend|weekends|moment|same|beginning)\b/i.test(value)) value = null;
    } else if (slot === 'when') value = value.toLowerCase().replace(new RegExp(`\\b(?:${MONTHS}|${DAYS})\\b`, 'g'), capitalize);
    // 'I will take IELTS in May': an exam named alone is kept as 'an IELTS exam'.
    else if (slot === 'exam' && NAMED_EXAMS.some((exam) => exam.toLowerCase() === value!.toLowerCase())) value = `${NAMED_EXAMS.find((exam) => exam.toLowerCase() === value!.toLowerCase())} exam`;
    else if (slot === 'retired') value = value.toLowerCase().replace(/^(?=stay-at-home|housewife|househusband)/, 'a ');
    else if (slot === 'family' || slot === 'subject' || slot === 'pet' || slot === 'count') value = value.toLowerCase();
    if (value === null) {
      if (slot === 'place' || slot === 'name' || slot === 'job' || slot === 'to' || (slot === 'from' && !groups.to)) return null;
      continue;
    }
    slots[slot] = value;
  }
  if (slots.name && (NOT_NAMES.has(slots.name.toLowerCase()) || JOB_WORDS.has(slots.name.toLowerCase()))) return null;
  // Spanish "en Quito" has no English preposition to keep.
  if (slots.workplace && !slots.prep) slots.prep = 'in';
  if (slots.age) slots.age = ageNumber(slots.age);
  if (slots.age && (Number(slots.age) < 10 || Number(slots.age) > 99)) return null;
  return slots;
}

const bracketed = /\[([^\]]*)\]/g;
const slotsOf = (template: string) => [...template.matchAll(/\{(?:a:)?(\w+)\}/g)].map((m) => m[1]!);

/** The kind's first template whose required slots are all filled, filled in (from TOLD_FACT_TEMPLATES, or `templates`). */
export function writeFact(kind: ToldFactKind, slots: Record<string, string>, templates = TOLD_FACT_TEMPLATES): string | null {
  for (const template of templates[kind]) {
    const required = slotsOf(template.replace(bracketed, ''));
    if (!required.every((slot) => slots[slot])) continue;
    const fill = (text: string) => text.replace(/\{(a:)?(\w+)\}/g, (_, a: string | undefined, slot: string) => (a ? `${article(slots[slot]!)} ${slots[slot]}` : slots[slot]!));
    return fill(template.replace(bracketed, (_, part: string) => (slotsOf(part).every((slot) => slots[slot]) ? part : '')));
  }
  return null;
}

/** Every fact a message tells, one of each kind, in the order of TOLD_FACT_KINDS. Questions tell nothing. */
export function readToldFacts(message: string): ToldFact[] {
  const text = expandContractions(message);
  // A learner who writes all in lower case ("hi im nadia") has their names read without capitals.
  // Letters said by name ('i am HR manager', 'i work in IT') do not count as capitals.
  const isLowerCase = /^\P{L}*\p{Ll}/u.test(message) && !/\p{Lu}/u.test(message.replace(/\b[Ii]\b|\bI'|\b\p{Lu}{2,}\b/gu, ''));
  const statements = text.split(/(?<=[.!?])\s+/).filter((s) => !/\?\s*$/.test(s)).join(' ');
  const found = new Map<ToldFactKind, ToldFact>();
  for (const phrasing of COMPILED) {
    if (found.has(phrasing.kind)) continue;
    for (const match of statements.matchAll(phrasing.regex)) {
      if (phrasing.kind === 'name' && isStateWrittenSmall(match)) continue;
      const tidied = tidySlots(match.groups ?? {}, isLowerCase, !/\p{Ll}/u.test(message));
      const slots = tidied?.name ? { ...tidied, name: withGivenNameAfter(tidied.name, match) } : tidied;
      const fact = slots && writeFact(phrasing.kind, slots);
      if (!slots || !fact) continue;
      found.set(phrasing.kind, { kind: phrasing.kind, slots, fact });
      break;
    }
  }
  // "Works as a nurse in a hospital" already says where.
  if (found.get('job')?.slots.workplace) found.delete('workplace');
  return TOLD_FACT_KINDS.flatMap((kind) => found.get(kind) ?? []);
}

/** The sentences kept for a message: what "Things you told your teachers" shows. */
export function describeToldFacts(message: string): string[] {
  return readToldFacts(message).map((f) => f.fact);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^$()|\\]/g, '\\$&');
const READERS = TOLD_FACT_KINDS.flatMap((kind) => TOLD_FACT_TEMPLATES[kind].map((template) => {
  const toRegex = (text: string) => escapeRegex(text).replace(/\\?\{(a:)?(\w+)\\?\}/g, (_, a: string | undefined, slot: string) => `${a ? '(?:an? )?' : ''}(?<${slot}>${SLOT_SHAPES[slot] ?? '.+?'})`);
  const source = toRegex(template.replace(bracketed, '\uE000$1\uE001')).replace(/\uE000/g, '(?:').replace(/\uE001/g, ')?');
  return { kind, regex: new RegExp(`^${source}$`, 'iu') };
}));

/** A kept sentence ("Lives in Leeds") read back into its kind and slots; null for one written another way. */
export function readKeptFact(fact: string): ToldFact | null {
  const text = fact.trim().replace(/\.$/, '');
  for (const reader of READERS) {
    const match = reader.regex.exec(text);
    if (!match) continue;
    const slots = Object.fromEntries(Object.entries(match.groups ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return { kind: reader.kind, slots, fact: text };
  }
  return null;
}

/** Kinds a learner has one of at a time: a new one replaces the one kept before. */
const SINGLE_KINDS: ReadonlySet<ToldFactKind> = new Set(['name', 'age', 'job', 'workplace', 'studies', 'goal', 'city', 'origin', 'moved', 'exam']);

/** True when `told` is a newer version of the kept fact (a new city, a new age), so the old one goes. */
export function replacesKeptFact(kept: string, told: string): boolean {
  const a = readKeptFact(kept);
  const b = readKeptFact(told);
  return !!a && !!b && a.kind === b.kind && SINGLE_KINDS.has(a.kind) && a.fact !== b.fact;
}
