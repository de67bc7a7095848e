/**
 * What the learner has told the teacher so far (name, job, city, family, pets, plans, likes), read from
 * every learner turn of the conversation, and which questions would ask for something already known,
 * so the teacher never asks "How do you get to work or school?" of a nurse who said where she works.
 * Lucía's learners tell her in Spanish: those facts are read too (spanish-learner-facts.ts).
 */
import { withPersonToldBefore } from './person-told-before';
import occupationsWords from '../packs/en/words/occupations.json';
import { readSpanishMessageFacts, type SpanishMessageFacts } from './spanish-learner-facts';
import type { ToldFactKind } from './told-fact-kinds';
import { NOT_A_SUBJECT_STUDIED, PLAYED_THINGS } from './told-fact-words';
import TRIP_PLACES from '../packs/en/words/trip-places.json';
import BRAND_NAMES from '../packs/en/words/brand-names.json';
import { readJobAppliedFor } from './job-applied-for';
import { readKeptFact, readToldFacts, type ToldFact } from './told-facts';

/** 'I study all the day', 'I study hard': how or when, never a subject studied (told-fact-words.ts). */
const NOT_STUDIED = new RegExp(`^(?:${NOT_A_SUBJECT_STUDIED.join('|')})\\b`, 'i');

import { type FactTopic, questionAsksAbout } from './question-topics';
import { likelyPartOfSpeech } from '../wordnet/find-lemma';
import { verbForms } from '../grammar/verb-forms';

export type { FactTopic };
export { questionAsksAbout };

export type LearnerFacts = {
  name?: string;
  job?: string;
  city?: string;
  family: string[];
  pets: Array<{ kind: string; name?: string }>;
  plans: string[];
  likes: string[];
  studies?: string;
  worksNights?: boolean;
  /** The facts told in this conversation or kept in the learner's profile, the latest of each kind. */
  told: Map<ToldFactKind, ToldFact>;
  known: Set<FactTopic>;
};

/** What each kind of told fact answers, so its question is not asked again. */
const TOPIC_OF_KIND: Record<ToldFactKind, FactTopic> = {
  name: 'name', age: 'age', job: 'job', workplace: 'job', studies: 'studies', goal: 'plans', city: 'city', origin: 'city', moved: 'city', exam: 'exam', pet: 'pets', family: 'family',
};

export const JOBS = new Set(('nurse doctor teacher engineer developer programmer designer lawyer accountant student manager chef cook waiter waitress ' +
  'driver pilot scientist researcher architect pharmacist dentist vet receptionist cashier salesperson consultant journalist writer artist musician ' +
  'photographer farmer electrician plumber mechanic cleaner secretary assistant analyst officer police policeman firefighter soldier translator ' +
  'interpreter tutor professor lecturer banker baker builder carpenter hairdresser librarian midwife paramedic physiotherapist therapist psychologist ' +
  'surgeon caregiver carer tester marketer entrepreneur freelancer housewife retiree enfermera enfermero médico profesor profesora camarero camarera ingeniero ingeniera abogado abogada estudiante').split(' '));
const PETS = new Set(['cat', 'cats', 'dog', 'dogs', 'puppy', 'kitten', 'rabbit', 'hamster', 'parrot', 'bird', 'fish', 'turtle', 'tortoise', 'horse', 'gato', 'perro']);
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
/**
 * A trip told in the present ('I go to London in December', "We're flying to Rome", 'My husband and me are planning a
 * trip to Italy'): the place (a name, or a place learners
 * go to written in small letters, as beginners write: 'next month i go to london') and the rest of its clause.
 */
const TRIP_IN_PRESENT = new RegExp(
  String.raw`\b(?:i|we|my \p{L}+ and (?:i|me))(?:'m|'re| am| are|'ve| have)? (?:go|going|fly|flying|travel|travelling|traveling|drive|driving|(?:planning|booking|organi[sz]ing|booked) (?:a |our |my )?(?:trip|holiday|vacation|visit|journey)) to (\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?|(?:${TRIP_PLACES.join('|')})(?![\p{L}]))([^.!?;]*)`,
  'u',
);
/** 'london' -> 'London', 'new york' -> 'New York', 'the usa' -> 'the USA'. */
const asPlaceName = (place: string) => (/^the u/.test(place) ? place.replace(/u\w+$/, (letters) => letters.toUpperCase()) : place.replace(/(?:^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase()));
/** Where a plan's words end and another clause begins ('lose weight | so I started going to the gym'). */
const NEXT_CLAUSE = /\s+(?:so|because|but|since|although|though|when|if|and (?:i|we|then|my|it|he|she|they))(?![\p{L}]).*$/iu;
const untilNextClause = (words: string): string => words.trim().replace(NEXT_CLAUSE, '');

/** A time to come in that clause: the trip is a plan, not a habit ('I go to London every December' is one). */
const TIME_TO_COME = new RegExp(
  String.raw`\b(?:next (?:week|month|year|summer|winter|spring|autumn|weekend)|this (?:summer|winter|spring|autumn|weekend|month)|tomorrow|in (?:${MONTHS})|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:two|three|four|five|a few|\d+) (?:days|weeks|months))\b`,
  'i',
);

/** 'She is an engineer', 'My brother works as a chef': someone of one sex, and a job from the list (packs/en/words/occupations.json). */
const THEIR_JOB = /(?<![\p{L}'’])(he|she|my (?:brother|sister|mother|mum|mom|father|dad|husband|wife|son|daughter|uncle|aunt|grandmother|grandfather|boyfriend|girlfriend)) (?:is|works as) (a|an) ([a-z]+)(?![\p{L}])/iu;
const OCCUPATIONS = new Set<string>(occupationsWords);
const MALE_MEMBERS = new Set(['brother', 'father', 'dad', 'husband', 'son', 'uncle', 'grandfather', 'boyfriend']);
const FEMALE_MEMBERS = new Set(['sister', 'mother', 'mum', 'mom', 'wife', 'daughter', 'aunt', 'grandmother', 'girlfriend']);
export const FAMILY = new Set(['sister', 'brother', 'mother', 'mum', 'mom', 'father', 'dad', 'parents', 'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'son', 'daughter', 'kids', 'children', 'baby', 'grandmother', 'grandma', 'grandfather', 'grandpa', 'grandparents', 'cousin', 'cousins', 'aunt', 'uncle', 'family', 'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law', 'in-laws', 'stepmother', 'stepfather', 'stepson', 'stepdaughter', 'hermana', 'hermano', 'madre', 'padre', 'hijo', 'hija', 'hijos', 'abuela', 'abuelo', 'marido', 'mujer', 'novio', 'novia']);

export type MessageFacts = {
  name?: string;
  job?: string;
  jobPhrase?: string;
  workplace?: string;
  city?: string;
  /** The city is only where the learner works ('a bank in Osaka'), so it is not welcomed as where they live. */
  cityIsWorkplace?: boolean;
  pet?: { kind: string; name?: string };
  family?: string;
  plan?: string;
  /** The job the learner wants one day ('I want to be a nurse'). */
  goal?: string;
  /** Who the learner lives with ('I live in a flat with my sister'): family as company at home. */
  livesWith?: string;
  /** An instrument, a sport or a game the learner plays ('I play the guitar in my free time'). */
  plays?: { thing: string; kind: 'instrument' | 'sport' | 'game' };
  /** Something the learner has to do ('lead a meeting'), not something they chose. */
  duty?: string;
  like?: string;
  /** Someone else's job ('She is an engineer', 'My brother works as a chef'): who, as the teacher says it back, and the job with its article. */
  theirJob?: { who: string; pronoun: 'he' | 'she' | 'they'; aJob: string };
  /** What someone else likes ('She enjoys painting', 'He likes to cook'), in their verb's plain form: the learner is asked if they do too. */
  theirLike?: { verb: string; what: string };
  studies?: string;
  worksNights?: boolean;
  visited?: string;
  /** A friend or someone near named ('My best friend is called Sara', "My flatmate's name is Tom"). */
  friendName?: string;
  /** A film or a series the learner just watched ('I watched a good movie last night'), named or not. */
  watched?: 'film' | 'series';
  /** Something named the learner watched ('I watched Titanic last night'): a film, a show or a match, asked about as any of them. */
  watchedTitle?: string;
  told: ToldFact[];
};

/** Words of time that WordNet has as nouns: after a pet they say when ('a puppy yesterday'), not what ('a dog bed'). */
const TIME_NOUNS = new Set(['yesterday', 'today', 'tonight', 'now', 'home', 'tomorrow']);

/** Whether a noun follows at `at` ('a dog bed', 'cat food'): the animal then names a thing, not a pet. */
function isBeforeANoun(text: string, at: number): boolean {
  const next = /^\s+([a-z]+)/i.exec(text.slice(at))?.[1]?.toLowerCase();
  return !!next && !TIME_NOUNS.has(next) && likelyPartOfSpeech(next) === 'noun';
}

/** The facts one message states. */
const BRANDS = new Set(BRAND_NAMES.map((name) => name.toLowerCase()));
/** A shop, a chain or a company learners name (packs/en/words/brand-names.json), by its first word or whole. */
export const isBrandName = (name: string): boolean => BRANDS.has(name.toLowerCase()) || BRANDS.has(name.split(/\s+/)[0]!.toLowerCase());

export function readMessageFacts(original: string): MessageFacts {
  const facts: MessageFacts = { told: [] };
  // 'I' lower-cased so the patterns below can be written in lower case and still keep capitals for names.
  const text = original.replace(/\bI\b/g, 'i').replace(/\bI'/g, "i'").replace(/(^|[.!?]\s+)(\p{Lu})/gu, (_, before: string, c: string) => before + c.toLowerCase());
  // Name, job, workplace and city only as the learner tells them about themselves (told-fact-phrasings.ts):
  // "I help a doctor" does not make a nurse a doctor.
  const told = readToldFacts(original);
  facts.told = told;
  const of = (kind: ToldFactKind) => told.find((f) => f.kind === kind)?.slots;
  if (of('name')) facts.name = of('name')!.name;
  if (of('goal')) facts.goal = of('goal')!.job;
  const job = of('job');
  if (job?.job) {
    facts.jobPhrase = job.job;
    facts.job = job.job.split(' ').at(-1)!;
  }
  const workplace = job?.workplace ?? of('workplace')?.workplace;
  if (workplace && workplace !== 'home') facts.workplace = workplace;
  const workPrep = job?.prep ?? of('workplace')?.prep;
  const workCity = workPrep === 'in' && /^\p{Lu}/u.test(workplace ?? '') ? workplace!.replace(/^.* in /, '') : /\bin (\p{Lu}\p{L}+)$/u.exec(workplace ?? '')?.[1];
  const city = of('city')?.place ?? of('moved')?.to ?? workCity ?? of('origin')?.place;
  if (city) facts.city = city;
  if (city && city === workCity && !of('city') && !of('moved')) facts.cityIsWorkplace = true;
  if (/\b(?:night shifts?|work (?:at|during the) nights?|work nights|nights at the|trabajo de noche)\b/i.test(text)) facts.worksNights = true;
  const watched = /\bI(?: (?:watched|saw|have seen|went to see|was watching)|'ve seen|’ve seen) (?:a |an |the |this |that |my )?(?:\w+ ){0,2}?(film|movie|series|show|documentary)\b/i.exec(text)?.[1]?.toLowerCase();
  if (watched) facts.watched = watched === 'series' || watched === 'show' ? 'series' : 'film';
  // Only 'watched': 'I saw Maria yesterday' names a person.
  const watchedTitle = /\bi (?:watched|have watched|'ve watched|was watching) (\p{Lu}\p{Ll}[\p{L}'’]*(?: (?:of|the|and|a|in|on|[\p{Lu}\d][\p{L}'’\d]*)){0,4}?)(?= (?:yesterday|last|on|this|at|with|again|today|tonight)\b|[.,!?]|$)/u.exec(text)?.[1];
  if (watchedTitle && !watched && !/ (?:of|the|and|a|in|on)$/.test(watchedTitle)) facts.watchedTitle = watchedTitle;
  const friend = /\bmy (?:best |closest |new |old |good )?(?:friend|neighbou?r|flatmate|roommate|housemate|classmate|colleague)(?: is (?:called|named)|'s name is) (\p{Lu}\p{Ll}+)/u.exec(text);
  if (friend) facts.friendName = friend[1]!;
  // A pet had, or just brought home ('We adopted a cat', 'I got a puppy').
  const pet = /\b(?:i have|i've got|i have got|we have|we've got|(?:i|we) (?:got|adopted|rescued|bought)|tengo)\s+(?:a|an|two|three|un|una|dos)\s+(?:little\s+|small\s+|big\s+|old\s+)?([a-z]+)(?:\s+(?:called|named|que se llama)\s+(\p{Lu}\p{L}+))?/iu.exec(text);
  if (pet && PETS.has(pet[1]!.toLowerCase()) && !isBeforeANoun(text, pet.index + pet[0].length)) facts.pet = { kind: pet[1]!.toLowerCase(), ...(pet[2] ? { name: pet[2] } : {}) };
  // A pet named as the learner's own ('My dog is called Max', "My cat's name is Luna").
  const namedPet = /\bmy ([a-z]+)(?:'s name is|’s name is| is called| is named) (\p{Lu}\p{Ll}+)/u.exec(text);
  // A pet brought home and then named ('We adopted a dog last month and her name is Bella').
  const nameAfter = /\b(?:his|her|its) name is (\p{Lu}\p{Ll}+)/u.exec(text)?.[1];
  if (!facts.pet && namedPet && PETS.has(namedPet[1]!)) facts.pet = { kind: namedPet[1]!, name: namedPet[2]! };
  if (facts.pet && !facts.pet.name && nameAfter) facts.pet = { ...facts.pet, name: nameAfter };
  // 'my mother-in-law' is not 'my mother': a word joined on with a hyphen belongs to it, and is no family word of the list.
  const family = /\b(?:my|mi|mis|the whole|our|all my)\s+(?:little\s+|older\s+|younger\s+|oldest\s+|youngest\s+|eldest\s+|big\s+)?([a-z]+(?:-[a-z]+)*)/giu;
  for (const m of text.matchAll(family)) {
    if (FAMILY.has(m[1]!.toLowerCase())) {
      facts.family = m[1]!.toLowerCase();
      break;
    }
  }
  // Not what the learner is about to do in the lesson ('I want to describe my grandmother', 'I'd like to practise Part 2').
  const plan = /\b(?:i'm going to|i am going to|we're going to|we are going to|i'm planning to|i am planning to|we're planning to|i plan to|we plan to|i want to|we want to|i'd like to|i would like to|we'd like to|i hope to|i will|i'll|we will|we'll|voy a|quiero)\s+(?!(?:describe|talk about|tell you|say|ask (?:you|a question)|practi[cs]e|know|understand|discuss|share|show you|check|answer|try|explain|speak about|write about)\b)([^.,!?;]+)/i.exec(text);
  // 'I'm going to Italy in summer': a trip, said as 'travel to Italy', not a verb to do; 'I want to go to London' too
  // (a place named with a capital: 'go to bed' and 'go to work' stay what they are).
  if (plan) {
    const asked = untilNextClause(plan[1]!);
    // A place is travelled to, however it was typed ('japan'); anything else ('a concert', 'the beach', 'a party') is gone to.
    const tripPlace = TRIP_PLACES.find((place) => new RegExp(`^${place}(?![\\p{L}])`, 'iu').test(asked));
    const isPlace = /^\p{Lu}/u.test(asked) || !!tripPlace;
    const isGoingTo = /\bgoing to$/i.test(plan[0].slice(0, plan[0].length - plan[1]!.length).trim()) && (isPlace || /^(?:the |a |an |my )/u.test(plan[1]!));
    const goneTo = tripPlace ? `${asPlaceName(asked.slice(0, tripPlace.length))}${asked.slice(tripPlace.length)}` : asked;
    // 'We'll see', 'I'll think': a way of saying maybe, not a plan. 'I will can visit', 'I will to go': a slip in the verb,
    // never said back ('How are you getting ready to can visit...?').
    // 'We will going to Greece', 'I will went': a verb not in its base form is a slip too, never said back ('when you going to...').
    // 'I think I will make a lot of mistakes', 'I will fail', 'I'll forget everything': a worry, not a plan to get ready for.
    const isWorry = /^(?:make (?:a lot of |lots of |many |some |so many |too many )?mistakes|fail|forget|get lost|be late|be nervous|panic)\b/i.test(asked);
    if (!isWorry && !/^(?:see|think|wait|try)$/i.test(asked) && !/^(?:can|could|must|should|may|might|will|to|be able)\b/i.test(asked) && isBaseFormFirst(asked)) facts.plan = isGoingTo ? `${isPlace ? 'travel' : 'go'} to ${goneTo}` : asked.replace(/^go to (?=\p{Lu})/u, 'travel to ');
  }
  // 'I go to London in December', 'We're flying to Rome next week': a trip told in the present with a time to come.
  const tripSoon = plan ? null : TRIP_IN_PRESENT.exec(text);
  // The time may come first ('Next month I go to London').
  const timeTold = tripSoon && (TIME_TO_COME.test(tripSoon[2]!) || TIME_TO_COME.test(text.slice(0, tripSoon.index)));
  // A trip being planned or booked ('We are planning a trip to Italy') is one to come, with or without its time.
  if (tripSoon && (timeTold || /\b(?:planning|booking|organi[sz]ing|booked)\b/.test(tripSoon[0])) && !/\bevery\b/i.test(tripSoon[2]!)) facts.plan = `travel to ${asPlaceName(tripSoon[1]!)}${tripSoon[2]}`;
  const duty = /\b(?:i have to|i've got to|i have got to|i need to|i must|tengo que)\s+([^.,!?;]+)/i.exec(text);
  // 'I must to finish the report': the learner's extra 'to' is not said back ('preparing to to finish').
  if (duty && !plan) facts.duty = untilNextClause(duty[1]!).replace(/^to\s+/i, '');
  const like = /\b(?:i (?:really |also )?(?:love|like|enjoy|adore)|my favou?rite (?:hobby|thing) is|my (?:hobby is|hobbies are)|me gusta|me encanta)\s+([^.,!?;]+)/i.exec(text);
  if (like) facts.like = like[1]!.trim();
  const theirJob = THEIR_JOB.exec(text);
  if (theirJob && OCCUPATIONS.has(theirJob[3]!.toLowerCase())) {
    const who = theirJob[1]!.toLowerCase();
    const member = who.replace(/^my /, '');
    const pronoun = /^(?:he|she)$/.test(who) ? (who as 'he' | 'she') : MALE_MEMBERS.has(member) ? 'he' : FEMALE_MEMBERS.has(member) ? 'she' : null;
    if (pronoun) facts.theirJob = { who: who.startsWith('my ') ? `your ${member}` : pronoun, pronoun, aJob: `${theirJob[2]!.toLowerCase()} ${theirJob[3]!.toLowerCase()}` };
  }
  // 'She enjoys painting', 'They love to dance': short, and nothing in it that belongs to them ('her job', 'it').
  const theirs = like ? null : /(?<![\p{L}'’])(?:he|she|they)\s+(?:really\s+|also\s+)?(love|like|enjoy|adore)(?:s)?\s+([^.,!?;]+)/iu.exec(text);
  const theirWhat = theirs?.[2]?.replace(/\s+(?:very much|a lot|so much|too|as well|because|when|but|and|with|at|on|in|every)\b.*$/i, '').trim();
  if (theirs && theirWhat && theirWhat.split(/\s+/).length <= 3 && !/\b(?:his|her|their|my|your|him|them|me|you|it|us|its|our|this|that)\b/i.test(theirWhat)) {
    facts.theirLike = { verb: theirs[1]!.toLowerCase(), what: theirWhat };
  }
  const livesWith = /\bi (?:still )?(?:live|am living|share (?:a|an|my) (?:flat|house|apartment|home)) (?:[^.!?;]*? )?with my (?:little |older |younger |big )?([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  if (livesWith && FAMILY.has(livesWith)) facts.livesWith = livesWith;
  facts.plays = readPlayedThing(text);
  if (!facts.plays) delete facts.plays;
  const studies = /\bi(?:'m| am)? stud(?:y|ying)\s+([a-z]+(?: (?:science|engineering|studies|design|management|history|literature|medicine|law))?)/i.exec(text);
  // The subject told with 'student' ('I am student of medicine', 'I'm a law student'), read as told facts are.
  const studiedSubject = told.find((f) => f.kind === 'studies' && f.slots.subject)?.slots.subject;
  // 'I study all the day', 'I study every night', 'I study with my friend': how or when, not a subject.
  if (studies && !NOT_STUDIED.test(studies[1]!)) facts.studies = studies[1]!;
  else if (studiedSubject) facts.studies = studiedSubject;
  else if (/\bi(?:'m| am) a student\b/i.test(text)) facts.studies = 'student';
  const visited = /\b(?:i went to|we went to|i visited|we visited|i travelled to|i traveled to|we travelled to|we traveled to|fui a)\s+(\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)/u.exec(text);
  // 'I went to IKEA', 'I visited Google's office': a shop or a company is no trip ('your time in IKEA').
  if (visited && !isBrandName(visited[1]!)) facts.visited = visited[1]!;
  return facts;
}

/** 'i play the guitar', 'i like to play tennis', 'i love playing chess': the first thing played, as a listed kind. */
function readPlayedThing(text: string): MessageFacts['plays'] {
  const played = /\bi (?:(?:often|usually|sometimes|also|really|still|can|love|like|enjoy|started|learned|learnt|am learning)(?: to)? )*(?:play|playing|plays) (?:the |a |on the )?([a-z]+(?: [a-z]+)?)/i.exec(text);
  if (!played) return undefined;
  const [first, second] = played[1]!.toLowerCase().split(' ');
  for (const thing of [`${first} ${second ?? ''}`.trim(), first!]) {
    const kind = (Object.keys(PLAYED_THINGS) as Array<keyof typeof PLAYED_THINGS>).find((k) => PLAYED_THINGS[k].has(thing));
    if (kind) return { thing, kind };
  }
  return undefined;
}

/** The job an interview or a cover letter is for: 'an interview for a software developer position', 'I'm applying for a nurse job', 'a cover letter for a job as a receptionist'. */
const ROLE_TOLD = /\b(?:cover letter|application|cv|résumé|resume|interview) for (?:a |an |the )?(?:job|position|role|post) as (?:a |an )?\p{L}+|^(?:(?:well|ok(?:ay)?|so)[,!.]?\s+)?(?:it'?s|it is|the (?:interview|job) is) for (?:a |an |the )?[\p{L} -]{2,40}? (?:position|job|role|post)\b|\b(?:interview|applying|apply|applied) (?:for|as) (?:a |an |the )?[\p{L} -]{2,40}? (?:position|job|role|post)\b|\binterview (?:for|as) (?:a |an )?(?:job as )?(?:a |an )?(?:nurse|teacher|developer|engineer|manager|designer|analyst|accountant|doctor|lawyer|chef|receptionist|assistant|consultant|marketer|programmer|pilot|driver)\b|\b(?:applying|applied|apply) (?:for|to be) (?:a |an )?(?:job as )?(?:a |an )?\p{L}+ (?:role|position|job)\b/iu;

/** The score the learner aims for in an exam: 'I need band 7', 'My target is 6.5', "I'm aiming for 100 in the TOEFL". */
const TARGET_TOLD = /\b(?:i (?:really |still |only )?(?:need|want|must get|have to get|hope to get|would like to get|am aiming for|am hoping for)|i'm (?:aiming|hoping) for|i'd like to get|my (?:target|goal)(?: band| score)? is)(?:(?: to)? (?:get|achieve|reach|score))? (?:(?:a|an) )?(?:band |overall |an overall |at least )?(?:[1-9](?:\.5)?|[1-9]\d{1,2})(?![\d.]\d)(?! (?:eggs|euros|dollars|pounds|days|hours|minutes|people|years|kilos|kg|times)\b)/i;
/** A number said as a score only beside an exam's or a score's word ('I need 2 eggs' is no target). */
const SCORE_WORDS = /\b(?:band|ielts|toefl|toeic|cambridge|score|points|overall|speaking|writing|exam|test)\b|\b\d\.5\b/i;

/** What the exam is for, said beside it: 'I need band 7 for work in UK', 'IELTS for my master's in Leeds', 'to study abroad'. */
const EXAM_REASON_TOLD = /\b(?:for|because of) (?:my |a )?(?:work|job|visa|immigration|university|master'?s|studies|study|nursing registration|residency|citizenship)\b|\bto (?:study|work|live|move|emigrate|immigrate)(?: (?:in|to|abroad)\b|$)|\b(?:for|to get) (?:a|my) (?:visa|place at (?:a )?university|job in)\b/i;

/** A sitting of the exam told: 'Last time I got 6.0 in speaking', 'I took IELTS in 2023', 'I failed the test twice'. */
const EXAM_BEFORE_TOLD = /\b(?:last time|the first time|my (?:last|previous) (?:score|result|band|try)|i (?:got|scored|had|received) (?:a |band |an overall )?[1-9](?:\.[05])?\b|i (?:took|did|sat|failed|passed|have taken|have done) (?:the |my )?(?:ielts|toefl|exam|test)\b)/i;

/** A strength or a weakness of the learner's, told as in an interview ('My greatest strength is that I stay calm'). */
const STRENGTH_TOLD = /\bmy (?:greatest |biggest |main |key |best |real )?strengths? (?:is|are|would be)\b|\bi (?:think|would say) i(?:'m| am) (?:very |really )?good at\b/i;
/** An email or letter written with its opening: a greeting and a sentence saying why ('Dear Ms Park, I am writing to ask...'). */
const LETTER_OPENING_WRITTEN = /\b(?:dear|hello|hi)\b(?:[^.!?]|(?<=\b(?:mr|mrs|ms|dr|prof))\.){0,40}[,.]?\s+(?:i am writing|i'm writing|i would like to|i'd like to|i write)\b/i;
/** Who an email or a letter is for, told ('I need to write an email to my supplier', 'Dear Mr Johnson, ...'). */
const LETTER_RECIPIENT_TOLD = /\b(?:e-?mail|letter|message)\b[^.!?]{0,20}?\bto (?:my |our |the |a |an |his |her )?(?:new )?(?:supplier|boss|manager|client|customer|colleague|co-?worker|teacher|tutor|landlord|professor|company|hotel|bank|school|university|team|hr|recruiter|neighbou?r|director|ceo|partner)s?\b|\bdear (?:mr|mrs|ms|miss|dr|sir|madam|professor|team|hiring manager)\b/i;
/** ...and with its close: a sign-off ('Kind regards', 'Yours sincerely', 'Best wishes'). */
const LETTER_CLOSING_WRITTEN = /\b(?:kind regards|best regards|regards|yours sincerely|yours faithfully|best wishes|many thanks|sincerely)\s*,?\s*\p{Lu}?/iu;
/** The hour the learner gets up ('I get up at seven', 'Me levanto a las siete'). */
const WAKING_TOLD = /\b(?:i (?:usually |always |normally )?(?:get up|wake up) (?:at|around|before) (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter|dawn|sunrise)|me (?:levanto|despierto) (?:a las|sobre las|antes de las|temprano|tarde))/i;
/** Their best friend named ('My best friend is called Sam', 'Mi mejor amiga se llama Sarah'). */
const FRIEND_NAME_TOLD = /\b[Mm]y best friend(?:'s name)? is (?:called |named )?\p{Lu}|(?<![\p{L}])[Mm]i mejor amig[oa] se llama(?![\p{L}])/u;
/** A student, said in Spanish ('Soy estudiante en la universidad'): what they do, so 'Do you study or work?' is answered. */
const STUDENT_TOLD = /(?<![\p{L}])(?<!no |ya no )(?:soy|estoy como) (?:una? )?estudiante(?![\p{L}])/iu;
const WEAKNESS_TOLD = /\bmy (?:greatest |biggest |main |real )?weakness(?:es)? (?:is|are|would be)\b/i;

/** What a message told in Spanish and the English reading missed. */
function addSpanishFacts(facts: LearnerFacts, english: MessageFacts, es: SpanishMessageFacts): void {
  const learn = (topic: FactTopic) => facts.known.add(topic);
  if (es.name && !english.name) {
    facts.name = es.name;
    learn('name');
  }
  if (es.job && !english.job) {
    facts.job = es.job.word;
    learn('job');
  }
  if (es.city && !english.city) {
    facts.city = es.city;
    learn('city');
  }
  if (es.pet && !english.pet) {
    facts.pets.push({ kind: es.pet.word, ...(es.pet.name ? { name: es.pet.name } : {}) });
    learn('pets');
  }
  if (es.family && !english.family) {
    facts.family.push(es.family.word);
    learn('family');
  }
  if (es.plan && !english.plan) {
    facts.plans.push(es.plan);
    learn('plans');
  }
  if (es.like && !english.like) {
    facts.likes.push(es.like.what);
    learn('likes');
  }
  if (es.studies) {
    facts.studies = es.studies;
    learn('studies');
  }
  if (es.worksNights) {
    facts.worksNights = true;
    learn('schedule');
  }
}

/** What the learner told: in this conversation's turns, after what their profile kept from earlier ones. */
export function readLearnerFacts(userMessages: readonly string[], kept: readonly string[] = []): LearnerFacts {
  const facts: LearnerFacts = { family: [], pets: [], plans: [], likes: [], told: new Map(), known: new Set() };
  const tell = (fact: ToldFact) => {
    facts.told.set(fact.kind, fact);
    facts.known.add(TOPIC_OF_KIND[fact.kind]);
  };
  for (const fact of kept) {
    const read = readKeptFact(fact);
    if (!read) continue;
    tell(read);
    if (read.kind === 'name') facts.name = read.slots.name;
    if (read.kind === 'job' && read.slots.job) facts.job = read.slots.job;
    if (read.kind === 'city') facts.city = read.slots.place;
  }
  for (const [at, message] of userMessages.entries()) {
    // 'His name is Rocky' just after 'my dog' is read as 'My dog is called Rocky' (person-told-before.ts).
    const m = readMessageFacts(withPersonToldBefore(message, userMessages[at - 1]) ?? message);
    m.told.forEach(tell);
    if (m.name) (facts.name = m.name), facts.known.add('name');
    if (m.job || m.workplace) (facts.job = m.job ?? m.workplace), facts.known.add('job');
    if (m.city) (facts.city = m.city), facts.known.add('city');
    if (m.pet) facts.pets.push(m.pet), facts.known.add('pets');
    if (m.family) facts.family.push(m.family), facts.known.add('family');
    if (m.plan || m.duty) facts.plans.push((m.plan ?? m.duty)!), facts.known.add('plans');
    if (m.like) facts.likes.push(m.like), facts.known.add('likes');
    if (m.studies) (facts.studies = m.studies), facts.known.add('studies');
    if (m.worksNights) (facts.worksNights = true), facts.known.add('schedule');
    if (ROLE_TOLD.test(message) || readJobAppliedFor(message, userMessages.slice(0, at))) facts.known.add('role');
    if (TARGET_TOLD.test(message) && SCORE_WORDS.test(message)) facts.known.add('target');
    if (SCORE_WORDS.test(message) && EXAM_REASON_TOLD.test(message)) facts.known.add('exam-reason');
    if (SCORE_WORDS.test(message) && EXAM_BEFORE_TOLD.test(message)) facts.known.add('exam-before');
    if (STRENGTH_TOLD.test(message)) facts.known.add('strength');
    if (WEAKNESS_TOLD.test(message)) facts.known.add('weakness');
    if (WAKING_TOLD.test(message)) facts.known.add('waking');
    if (FRIEND_NAME_TOLD.test(message)) facts.known.add('friend-name');
    if (STUDENT_TOLD.test(message)) facts.known.add('job');
    if (LETTER_RECIPIENT_TOLD.test(message)) facts.known.add('letter-recipient');
    if (LETTER_OPENING_WRITTEN.test(message)) facts.known.add('letter-opening');
    if (LETTER_CLOSING_WRITTEN.test(message)) facts.known.add('letter-closing');
    addSpanishFacts(facts, m, readSpanishMessageFacts(message));
  }
  // A worker who said what they do was not asked about school.
  if (facts.known.has('studies')) facts.known.add('job');
  return facts;
}

/** True when the question asks for something the learner already told us. */
export function asksForKnownFact(question: string, facts: LearnerFacts): boolean {
  const topic = questionAsksAbout(question);
  return topic !== null && facts.known.has(topic);
}

/** The plan's first word is a verb's base form ('go to Greece'), or no verb at all ('Greece', 'a trip'): not 'going', 'went', 'goes'. */
function isBaseFormFirst(plan: string): boolean {
  const first = plan.split(/\s+/)[0]!.toLowerCase();
  const forms = verbForms(first);
  return !forms || forms.infinitive === first || ![forms.gerund, forms.past, forms.participle, forms.thirdPerson].includes(first);
}
