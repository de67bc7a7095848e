/**
 * Picks the phrase a teacher would echo back from what the learner said ("cooking for your friends",
 * "the market", "Tokyo"), using WordNet to tell nouns, verbs and adjectives apart. Possessives are
 * turned round ("my friends" becomes "your friends") because the teacher is the one speaking.
 */
import { escapeRegExp } from '../../lib/escape-reg-exp';
import { candidateLemmas, findLemma, isGerund, likelyPartOfSpeech } from './wordnet/find-lemma';
import { findIndexEntry, isNameOnly } from './wordnet/read-wordnet';
import placesInTown from './packs/en/words/places-in-town.json';
import { findNewerWord } from './wordnet/newer-words';
import {
  BE_FORMS, CALENDAR_NAMES, COLOURS, DETERMINERS, DULL_GERUNDS, FEELING_INGS, FUNCTION_WORDS, GENERIC_NOUNS, INTENSIFIERS, NOT_PASTIME_LEADS, WEIGHING_VERBS, ORDER_WORDS, PLACE_WORDS, PLURAL_SUBJECTS, PREPOSITIONS,
  SUBJECTS_AND_MODALS, TURN_ROUND,
} from './key-phrase-word-lists';

/** `isPhraseEnd`: a comma or a stop follows, so no phrase runs on past it ('In my opinion, crime...'). */
type Token = { text: string; lower: string; isSentenceStart: boolean; isPhraseEnd: boolean };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[\p{L}][\p{L}'’-]*/gu)) {
    const before = text.slice(0, m.index).trimEnd();
    // A word in quotes ('Friends') ends before its closing quote; the teachers' room keeps its apostrophe.
    const word = /['‘]$/.test(text.slice(0, m.index)) ? m[0].replace(/['’]+$/, '') : m[0];
    const isPhraseEnd = /^\s*['’]?\s*[,;:.!?()]/.test(text.slice(m.index + m[0].length));
    tokens.push({ text: word, lower: word.toLowerCase().replace(/’/g, "'"), isSentenceStart: before === '' || /[.!?:]$/.test(before), isPhraseEnd });
  }
  return tokens;
}

const isContentWord = (t: Token | undefined): t is Token =>
  !!t && !FUNCTION_WORDS.has(t.lower) && !DETERMINERS.has(t.lower) && !PREPOSITIONS.has(t.lower) && !t.lower.includes("'");
// 'OK' in capitals is no name ('It's OK but the hours are long').
const isProperNoun = (t: Token | undefined): boolean => !!t && (!t.isSentenceStart || isNameOnly(t.lower)) && /^\p{Lu}/u.test(t.text) && t.lower !== 'i' && !t.lower.startsWith("i'") && !CALENDAR_NAMES.has(t.lower) && !FUNCTION_WORDS.has(t.lower);
const isAdjective = (t: Token | undefined) => isContentWord(t) && !isProperNoun(t) && likelyPartOfSpeech(t.lower) === 'adjective';

/**
 * Tagged-sense counts alone call 'nurse' or 'barbecue' verbs, so context decides first:
 * after a determiner or adjective any WordNet noun counts; after 'I' or 'to' it is a verb.
 */
/** Nouns too short, or written in capitals, for the checks below: 'watching TV'. */
const SHORT_NOUNS = new Set(['TV', 'tv', 'PC', 'DVDs', 'CDs']);

/** A noun WordNet has, or one of the newer words it lacks ('media', 'smartphone'). */
const isKnownNoun = (word: string) => !!findLemma(word, 'noun') || findNewerWord(word)?.pos === 'noun';

/** Seasons, and the words that make one a time the learner gives ('last summer', 'in winter') rather than a topic ('I love summer'). */
const SEASONS = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);
const TIME_LEADERS = new Set(['last', 'next', 'this', 'that', 'every', 'each', 'in', 'during', 'through', 'all', 'over']);

function isNounAt(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (t && SHORT_NOUNS.has(t.text)) return true;
  if (t && SEASONS.has(t.lower) && (TIME_LEADERS.has(tokens[i - 1]?.lower ?? '') || (tokens[i - 1]?.lower === 'the' && TIME_LEADERS.has(tokens[i - 2]?.lower ?? '')))) return false;
  if (!isContentWord(t) || isProperNoun(t) || GENERIC_NOUNS.has(t.lower) || CALENDAR_NAMES.has(t.lower) || t.lower.length < 3 || !isKnownNoun(t.lower)) return false;
  // Before an owner ('my best friend's house', 'my older sister's car') a word describes the owner: it heads nothing.
  if (!t.isPhraseEnd && isOwner(tokens[i + 1])) return false;
  // A newer word has no verb to be mistaken for ('look at screenshots').
  if (!findLemma(t.lower, 'noun')) return true;
  // A word that can describe, before a noun too general to echo ('my free time', 'a long day'), describes it:
  // the phrase is not the topic, and the word alone ('your free') is no noun.
  if (!t.isPhraseEnd && GENERIC_NOUNS.has(tokens[i + 1]?.lower ?? '') && findLemma(t.lower, 'adjective')) return false;
  const previous = tokens[i - 1]?.lower ?? '';
  if ((DETERMINERS.has(previous) && !isThatClause(tokens, i - 1)) || isAdjective(tokens[i - 1]) || isOwner(tokens[i - 1])) return true;
  // After a plural subject a word that can be a verb is one ('young people use technology', 'children play games').
  if (PLURAL_SUBJECTS.has(previous) && !tokens[i - 1]!.isPhraseEnd && findLemma(t.lower, 'verb')) return false;
  return !SUBJECTS_AND_MODALS.has(previous) && likelyPartOfSpeech(t.lower) === 'noun';
}

/** A noun in the possessive ('friend's', 'neighbours’'), not a word with 'is' or 'has' run into it ('it's', 'that's'). */
const isOwner = (t: Token | undefined): boolean => !!t && /^\p{L}{2,}['’]s$/u.test(t.lower) && !FUNCTION_WORDS.has(t.lower.slice(0, -2)) && isKnownNoun(t.lower.slice(0, -2));

/** Verbs and 'be' after which 'that' begins a clause ('My opinion is that social media...', 'I think that cities...'), not a noun phrase. */
const BEFORE_THAT_CLAUSE = new Set([...BE_FORMS, 'argue', 'argues', 'argued', 'claim', 'claims', 'claimed', 'think', 'thinks', 'thought', 'believe', 'believes', 'believed', 'say', 'said', 'says', 'know', 'knows', 'knew', 'hope', 'hopes', 'feel', 'feels', 'felt', 'mean', 'means', 'sure', 'agree', 'agrees', 'guess', 'realise', 'realize', 'realised', 'realized']);

/** Whether the word at `i` is 'that' beginning a clause. */
const isThatClause = (tokens: Token[], i: number) => tokens[i]?.lower === 'that' && BEFORE_THAT_CLAUSE.has(tokens[i - 1]?.lower ?? '');

/** 'software engineer', 'favourite colour': a second noun, unless it is more likely the verb ('my friends like'). */
function isCompoundTail(t: Token | undefined): boolean {
  return isContentWord(t) && !isProperNoun(t) && !GENERIC_NOUNS.has(t.lower) && !CALENDAR_NAMES.has(t.lower) && !COLOURS.has(t.lower) && isKnownNoun(t.lower) && likelyPartOfSpeech(t.lower) !== 'verb';
}

/** Words that follow a verb, not a noun ('barks all night', 'sleeps a lot', 'works hard'). */
const AFTER_A_VERB = new Set(['all', 'every', 'a', 'so', 'too', 'very', 'always', 'never', 'loudly', 'quietly', 'hard', 'well', 'badly', 'early', 'late', 'again', 'constantly', 'everywhere']);

/** 'dog barks all night': a word in -s after the noun, followed by what follows a verb, is the noun's verb, not a compound ('dog toys'). */
function isVerbOfTheNoun(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  return /[^s]s$/.test(t.lower) && !!findLemma(t.lower.replace(/e?s$/, ''), 'verb') && !t.isPhraseEnd && AFTER_A_VERB.has(tokens[i + 1]?.lower ?? '');
}

function render(tokens: Token[]): string {
  return tokens
    .map((t) => TURN_ROUND[t.lower] ?? (t.isSentenceStart && (DETERMINERS.has(t.lower) || likelyPartOfSpeech(t.lower)) ? t.lower : t.text))
    .join(' ');
}

/** Start and end of the noun phrase headed at `head`: determiner? (intensifier? adjective){0,2} noun noun{0,2} */
function nounPhraseAt(tokens: Token[], head: number): [number, number] {
  let start = head;
  const runsOn = (i: number) => !tokens[i]?.isPhraseEnd;
  // Straight after a subject the word is its verb, though WordNet has it as an adjective too ('I studied business', 'we used computers').
  const describes = (i: number) => isAdjective(tokens[i]) && !SUBJECTS_AND_MODALS.has(tokens[i - 1]?.lower ?? '');
  while (start > head - 3 && runsOn(start - 1) && (describes(start - 1) || (INTENSIFIERS.has(tokens[start - 1]?.lower ?? '') && start < head))) start--;
  // 'my last job', 'the next step': a word of order counts only between a determiner and its noun ('band 6 last time' has none).
  if (runsOn(start - 2) && ORDER_WORDS.has(tokens[start - 1]?.lower ?? '') && DETERMINERS.has(tokens[start - 2]?.lower ?? '')) start--;
  // 'my neighbour's dog', 'my best friend's house': a noun's owner, with its determiner and a word or two describing it, belongs to the phrase.
  if (runsOn(start - 1) && isOwner(tokens[start - 1])) {
    const determiner = [2, 3, 4].find((back) => DETERMINERS.has(tokens[start - back]?.lower ?? '') && [...Array(back - 1).keys()].every((k) => runsOn(start - back + k)));
    if (determiner) start -= determiner;
  }
  if (runsOn(start - 1) && DETERMINERS.has(tokens[start - 1]?.lower ?? '') && !isThatClause(tokens, start - 1)) start--;
  let end = head + 1;
  while (end < head + 3 && runsOn(end - 1) && isCompoundTail(tokens[end]) && !isVerbOfTheNoun(tokens, end)) end++;
  return [start, end];
}

/** Adverbs that can stand between 'be' and its -ing ('is always leaving', 'was just finishing', 'are still waiting'). */
const BETWEEN_BE_AND_ING = new Set(['always', 'still', 'just', 'constantly', 'never', 'often', 'usually', 'now', 'really', 'also', 'currently', 'forever', 'probably', 'already']);

/** The -ing at `i` makes a progressive with 'be' before it, straight or across such an adverb: what is going on, not a pastime. */
function isProgressive(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1]?.lower ?? '';
  return BE_FORMS.has(before) || (BETWEEN_BE_AND_ING.has(before) && BE_FORMS.has(tokens[i - 2]?.lower ?? ''));
}

/** Words of degree before an adjective ('very', 'so', 'quite'); not 'more', which may count an activity ('more running'). */
const DEGREE_WORDS = new Set(['very', 'so', 'too', 'really', 'quite', 'rather', 'extremely', 'pretty', 'incredibly', 'super']);

/** Objects too general to ask about alone that an activity keeps ('helping people', not 'helping'). */
const PEOPLE_OBJECTS = new Set(['people', 'others']);

/** The -ing at `i` after 'stop', 'keep', 'thinking about': what happens or is weighed, not a pastime. */
function isNoPastime(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1]?.lower ?? '';
  if (NOT_PASTIME_LEADS.has(before)) return true;
  return (before === 'about' || before === 'of') && WEIGHING_VERBS.has(tokens[i - 2]?.lower ?? '');
}

function gerundPhrase(tokens: Token[]): Token[] | null {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const previous = tokens[i - 1]?.lower ?? '';
    // 'the meeting' is a noun; 'I am cooking' is a progressive, not a hobby.
    // 'evening', 'morning': nouns too general to echo that only end like a gerund.
    if (!isGerund(t.lower) || DULL_GERUNDS.has(t.lower) || GENERIC_NOUNS.has(t.lower) || isProgressive(tokens, i) || DETERMINERS.has(previous)) continue;
    // 'more interesting', 'so boring': a word that says how something feels, not an activity to ask about ('more running' is one).
    if (FEELING_INGS.has(t.lower)) continue;
    // 'very demanding', 'so procrastinating': after a word of degree, an -ing says what something is like, not what is done.
    if (DEGREE_WORDS.has(previous)) continue;
    // 'I look forward to hearing from you': a letter's closing, not a pastime.
    if (previous === 'to' && tokens[i - 2]?.lower === 'forward') continue;
    if (isNoPastime(tokens, i)) continue;
    // 'reduced waiting time', 'working conditions': an -ing that names a kind of the noun after it is part of that noun.
    if (GERUND_COMPOUND_HEADS.has(tokens[i + 1]?.lower ?? '')) continue;
    const objectStart = i + 1 + (PREPOSITIONS.has(tokens[i + 1]?.lower ?? '') ? 1 : 0);
    for (let head = objectStart; head < Math.min(tokens.length, objectStart + 4); head++) {
      if (!isNounAt(tokens, head)) continue;
      const [start, end] = nounPhraseAt(tokens, head);
      if (start === objectStart) return tokens.slice(i, end); // "cooking for my friends", "reading books"
    }
    // 'helping people', 'meeting people': an object too general to be the topic alone still belongs to the activity.
    if (PEOPLE_OBJECTS.has(tokens[i + 1]?.lower ?? '') && !t.isPhraseEnd) return tokens.slice(i, i + 2);
    return [t];
  }
  return null;
}

/** Words that say where something is ('near', 'next to', 'close to', 'in front of'): the noun phrase after them is a place marker. */
const WHERE_WORDS: ReadonlyArray<readonly string[]> = [['near'], ['behind'], ['opposite'], ['next', 'to'], ['close', 'to'], ['in', 'front', 'of'], ['across', 'from'], ['far', 'from'], ['round', 'the', 'corner', 'from'], ['around', 'the', 'corner', 'from']];
/** The text without its 'near my house', 'next to the station': what is left to match topics on. */
const WHERE_PHRASE = new RegExp(String.raw`\b(?:${WHERE_WORDS.map((words) => words.join(' ')).join('|')})\s+(?:(?:my|the|our|your|his|her|their|a|an)\s+)?[\p{L}'’-]+`, 'giu');
export function withoutWhereSomethingIs(text: string): string {
  return text.replace(WHERE_PHRASE, '');
}

function isWhereSomethingIs(tokens: Token[], phraseStart: number): boolean {
  return WHERE_WORDS.some((words) => words.every((word, at) => tokens[phraseStart - words.length + at]?.lower === word));
}

/** "My favourite was pizza in Naples": the favourite is what comes after it, not 'your favourite'. */
const FAVOURITE_IS = /\bmy (?:favou?rite|best)(?: (one|part|thing|place|food|dish|[a-z]+))? (?:was|is|were|are) (?!my\b|it\b|this\b|that\b)(\S.*)$/i;
/** Words after 'my favourite' that name no kind of thing: the favourite itself is all there is to talk about. */
const FAVOURITE_ONLY = new Set([undefined, 'one', 'part', 'thing', 'place', 'food', 'dish']);

/** What opens a message before its news ('Great news, we have a wedding', 'Guess what! I got the job'): no topic of its own. */
const OPENER = /^\s*(?:(?:great|good|big|amazing|exciting|some|bad|sad|terrible) news|guess what|by the way)\s*[,!.:]+\s*/i;

/** Places gone to, said without their article ('go to gym', 'went to cinema'). */
const BARE_PLACE = new RegExp(`\\b(?:go|goes|went|going|come|came) to (${placesInTown.join('|')})\\b`, 'i');

/** What the teacher gives in a lesson ('your explanation', 'your help'), thanked for, never asked about. */
const HER_TEACHING = 'explanations?|understanding|help|patience|time|lessons?|class(?:es)?|answers?|advice|feedback|corrections?|examples?|tips?|support|questions?|kindness';

/** The teacher herself ('talking with you', 'your lessons' said of hers): no topic of the learner's to ask about. */
const THE_TEACHER = /\b(?:you|yourself)\b/i;

export function findKeyPhrase(said: string): string | null {
  const found = keyPhraseOf(said);
  // 'talking with you': what is done with her is no pastime of the learner's.
  const withHer = found && new RegExp(`\\b${escapeRegExp(found)}\\s+(?:with|to)\\s+you\\b`, 'i').test(said);
  // 'thanks, your explanation is very clear', 'thank you for your understanding': the learner's 'your' is hers, said as
  // written (their own 'my' would have been turned round to 'your'), and what she gives in the lesson is no topic of theirs.
  const isHers = !!found && new RegExp(`^your (?:${HER_TEACHING})$`, 'i').test(found) && new RegExp(`\\b${escapeRegExp(found)}\\b`, 'i').test(said) && !new RegExp(`\\bmy ${escapeRegExp(found.slice(5))}\\b`, 'i').test(said);
  return found && (THE_TEACHER.test(found) || withHer || isHers) ? null : found;
}

/** Nouns an -ing word describes rather than takes as its object ('waiting time', 'swimming pool', 'working hours'). */
const GERUND_COMPOUND_HEADS = new Set(['time', 'times', 'list', 'lists', 'room', 'rooms', 'pool', 'area', 'lot', 'centre', 'center', 'mall', 'line', 'hours', 'period', 'space', 'conditions', 'environment', 'process', 'rate', 'costs', 'fee', 'fees']);

/** Phrases that link an argument ('on the other hand', 'in my opinion', 'for example'): no topic, whatever nouns they hold. */
const LINKING_PHRASES = /\b(?:on the (?:other|one) hand|in my (?:opinion|view|experience)|at the same time|in (?:the )?(?:end|fact|general|conclusion|addition|short|the long run)|as a (?:result|matter of fact)|for (?:example|instance)|at the end of the day|first of all|on top of that|to be honest|in other words)\b,?/gi;

function keyPhraseOf(said: string, isMidSentence = false): string | null {
  const text = said.replace(OPENER, '').replace(LINKING_PHRASES, ' ');
  // 'My favourite composer is Chopin': Chopin; 'My favourite colour is blue': the colour, since 'blue' is no topic.
  const [, kind, favourite] = FAVOURITE_IS.exec(text) ?? [];
  const ofFavourite = favourite ? keyPhraseOf(favourite, true) : null;
  if (favourite && (ofFavourite || FAVOURITE_ONLY.has(kind?.toLowerCase()))) return ofFavourite;
  const tokens = tokenize(text);
  // What follows 'my favourite ... is' keeps its capital as written ('Anna' is a name there).
  if (isMidSentence && tokens[0]) tokens[0] = { ...tokens[0], isSentenceStart: false };
  const gerund = gerundPhrase(tokens);
  if (gerund) return render(gerund);
  // 'Chopin is my favourite composer': a name that opens the sentence is what it is about.
  if (tokens[0]?.isSentenceStart && isProperNoun(tokens[0])) return nameFrom(tokens, 0);
  const place = tokens.findIndex((t, i) => isProperNoun(t) && PLACE_WORDS.has(tokens[i - 1]?.lower ?? ''));
  if (place !== -1) {
    let end = place + 1;
    while (isProperNoun(tokens[end])) end++;
    return tokens.slice(place, end).map((t) => t.text).join(' ');
  }
  // 'I go to gym three times a week': a place learners name without its article, named with it, as 'the gym' would be.
  const barePlace = BARE_PLACE.exec(text)?.[1];
  if (barePlace) return `the ${barePlace.toLowerCase()}`;
  // 'near my house', 'next to the station': where something is, not what the learner is talking about.
  const noun = tokens.findIndex((_, i) => isNounAt(tokens, i) && !(isGerund(tokens[i]!.lower) && isNoPastime(tokens, i)) && !isWhereSomethingIs(tokens, nounPhraseAt(tokens, i)[0]));
  if (noun !== -1) return render(tokens.slice(...nounPhraseAt(tokens, noun)));
  if (tokens.some((_, i) => isNounAt(tokens, i))) return null;
  // A name of several words ('Harry Potter', 'New York') is named whole, never by its first word.
  const name = tokens.findIndex(isProperNoun);
  return name === -1 ? null : nameFrom(tokens, name);
}

function nameFrom(tokens: Token[], name: number): string {
  let end = name + 1;
  while (isProperNoun(tokens[end]) && !tokens[end - 1]!.isPhraseEnd) end++;
  // 'the British Museum', 'the Louvre': a name said with 'the' keeps it ('What was British Museum like?' is no English).
  const the = tokens[name - 1]?.text === 'the' ? 'the ' : '';
  return the + tokens.slice(name, end).map((t) => t.text).join(' ');
}

/** 'horror films' is plural; 'cooking for your friends' (a gerund) and 'the news' are not. */
export function isPluralPhrase(phrase: string): boolean {
  const words = phrase.toLowerCase().split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words[0] && isGerund(words[0])) return false;
  if (!/[^s]s$/.test(last)) return false;
  return candidateLemmas(last, 'noun').slice(1).some((base) => findIndexEntry(base, 'noun'));
}
