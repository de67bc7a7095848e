/**
 * What one error family's rule looks like. A rule reads a tagged sentence and proposes edits; it never
 * decides alone: find-corrections checks every corrected sentence again before a learner sees it.
 */
import { findLemma, likelyPartOfSpeech } from '../wordnet/find-lemma';
import type { Reason } from './reason';
import type { TaggedSentence, Token } from './tag-sentence';
import { singularOf } from './verb-forms';

/**
 * Replaces tokens [start, end) with `to` ('' deletes them; start === end inserts before token `start`). `why` is the
 * reason in English, `reason` the same as data, to be told in the learner's language (reason.ts).
 */
export type Edit = { start: number; end: number; to: string; why: string; reason?: Reason; rule?: string };

/** A sentence the rule must correct, and what it must give back. */
export type RuleExample = { text: string; better: string };

/**
 * A rule is a record, as LanguageTool keeps one: what it finds, why, and the sentences that prove it. Each
 * pack's rules.test.ts runs every example (must come out as `better`) and counter-example (must stay as it is).
 */
export type GrammarRule = {
  /** How the gate and the notebook name the rule: the family in English, the file's name in Spanish ('a-plus-el'). */
  id: string;
  /** The error family, e.g. 'subject-verb-agreement'. */
  family: string;
  /** Families of its own some of its edits carry (`Edit.rule`), gated and measured apart from `family`. */
  subFamilies?: readonly string[];
  /** The `why` the rule gives ('{word}' stands for words of the sentence), or one line on the family where it is built from parts. */
  explanation: string;
  examples: readonly RuleExample[];
  /** Right sentences that look like the error and must be left alone. */
  counterExamples: readonly string[];
  find(sentence: TaggedSentence): Edit[];
};

export const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
export const THIRD_SINGULAR_PRONOUNS = new Set(['he', 'she', 'it']);
export const PLURAL_PRONOUNS = new Set(['we', 'they', 'you']);
export const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
export const ARTICLES = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those']);
/** Verbs of thinking and saying whose 'that' is often left out: the clause after them has a subject of its own. */
const THINKING = /^(?:think|thinks|thought|believe|believes|believed|feel|feels|guess|hope|know|knows|say|says|said|mean|suppose|agree|agrees)$/;
/**
 * A finished time of several words opening the sentence ('Last year my brother...', 'Two days ago my phone...'): the subject
 * follows it. Not 'this morning', which may be now or gone ('This morning my boss call me' is 'called', not 'calls').
 */
const OPENING_TIME_PHRASE = /^(?:last (?:week|weekend|month|year|night|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:a|an|one|two|three|four|five|six|ten|a few|many|\d+) (?:days?|weeks?|months?|years?) ago|yesterday (?:morning|afternoon|evening)|in (?:19|20)\d\d)$/;
/** A time word opening the sentence, before its subject: 'Yesterday my sister call me', 'Nowadays technology make'. */
const OPENING_TIME_WORDS = /^(?:yesterday|tomorrow|tonight|nowadays|today|now|currently|sometimes|usually|often|recently|lately|generally|unfortunately|luckily|fortunately|actually|also|however|therefore)$/;
/** Quantifiers that stand before a plural noun as its determiner ('some people', 'most students', 'both sisters'). */
const PLURAL_QUANTIFIERS = new Set(['some', 'many', 'most', 'several', 'few', 'both', 'all', 'other']);
export const MODALS = new Set(['can', 'could', 'will', 'would', 'should', 'must', 'might', 'may', 'shall', "can't", 'cannot', "couldn't", "won't", "wouldn't", "shouldn't", "mustn't"]);
export const FREQUENCY_ADVERBS = new Set(['always', 'usually', 'often', 'sometimes', 'never', 'rarely', 'also', 'really', 'still', 'just', 'normally', 'generally', 'even', 'only', 'already']);

/** 'I', 'you', 'my sister', 'the shop', 'Anna': who does the verb after position `at`, if it is easy to tell. */
export type Subject = { person: 'first' | 'second' | 'third'; isPlural: boolean; start: number; end: number };

/** Plurals the tagger reads as singular: 'the children are', 'the criteria are', 'the bacteria grow'. */
const PLURALS_WITHOUT_S = new Set(['people', 'children', 'police', 'clothes', 'trousers', 'jeans', 'glasses', 'scissors', 'goods', 'criteria', 'phenomena', 'bacteria', 'mitochondria', 'alumni', 'fungi', 'cacti', 'nuclei', 'stimuli', 'curricula', 'larvae', 'cattle']);
const ADJECTIVES_AS_NOUNS = new Set(['young', 'old', 'rich', 'poor', 'elderly', 'sick', 'unemployed', 'homeless', 'disabled', 'wealthy', 'dead', 'living', 'blind', 'deaf', 'injured']);

/**
 * 'My brother and his wife live': a noun after 'and' with no verb before it in its clause is the second
 * of two subjects, which together take a plural verb ('I came home and my brother was' joins two clauses).
 * So is one after a whole noun phrase ('the old kettle and the new one were', 'Sophie and
 * Esther were') that no preposition governs ('I stay at home and my brother goes' joins two clauses).
 */
function isSecondOfTwoSubjects(tokens: readonly Token[], start: number): boolean {
  if (!['and', 'or', 'nor'].includes(tokens[start - 1]?.lower ?? '') || start < 2) return false;
  if (followsNounPhrase(tokens, start - 1)) return true;
  for (let i = start - 2; i >= 0 && !/[,;:]/.test(tokens[i]!.post); i--) {
    if (tokens[i]!.tags.has('Verb')) return false;
  }
  return true;
}

/** A noun phrase with a determiner ('the actual temperature', 'this notice') or a name ends right before token `at`. */
function followsNounPhrase(tokens: readonly Token[], at: number): boolean {
  const last = tokens[at - 1];
  if (!last?.tags.has('Noun') || last.tags.has('Pronoun') || /[,;:]/.test(last.post)) return false;
  let k = at - 1;
  const isModifier = (t: Token) => t.tags.has('Adjective') || (t.tags.has('Noun') && !t.tags.has('Pronoun')) || t.tags.has('PastTense') || t.tags.has('Gerund');
  while (k > 0 && isModifier(tokens[k - 1]!) && !POSSESSIVES.has(tokens[k - 1]!.lower)) k--;
  const before = tokens[k - 1];
  const hasDeterminer = !!before && (ARTICLES.has(before.lower) || POSSESSIVES.has(before.lower));
  const isName = last.tags.has('ProperNoun') || /^\p{Lu}/u.test(last.text);
  const opener = hasDeterminer ? tokens[k - 2] : before;
  return (hasDeterminer || (isName && k > 0)) && !opener?.tags.has('Preposition');
}

/**
 * Whether WordNet's word forms back the tagger's number for a noun: it reads 'blouse', 'opera' and 'semen'
 * as plurals and 'troops' or 'shingles' as one thing. A plural that is itself a dictionary word, not a word
 * with -s whose singular is one, is not sure; nor is a singular in -s whose singular is a word too.
 */
export function isNumberSure(noun: Token, isPlural: boolean): boolean {
  if (PLURALS_WITHOUT_S.has(noun.lower) || noun.tags.has('ProperNoun') || !/^[a-z]+$/.test(noun.lower)) return true;
  const singular = singularOf(noun.lower);
  const isSIfPlural = /s$/.test(noun.lower) && singular !== noun.lower && !!findLemma(singular, 'noun');
  if (isPlural) return isSIfPlural || findLemma(noun.lower, 'noun')?.lemma !== noun.lower;
  return !isSIfPlural;
}

const POSSESSIVE_PRONOUNS = new Set(['yours', 'ours', 'theirs', 'hers', 'mine', 'its']);

/** Words that link or count and are never the noun of a subject, though a capital at a verse's line start makes the tagger read them as names. */
const FUNCTION_WORDS = new Set(['and', 'but', 'or', 'nor', 'so', 'yet', 'then', 'to', 'why', 'how', 'what', 'when', 'where', 'who', 'which', 'some', 'many', 'few', 'all', 'both', 'several', 'most', 'any', 'none', 'each', 'either', 'neither', 'such']);

/** Pronouns for one person or thing, whoever it is. */
const INDEFINITE_SINGULAR = new Set(['everybody', 'everyone', 'somebody', 'someone', 'nobody', 'anybody', 'anyone', 'everything', 'something', 'nothing']);

/** A verb between the start of the clause (a comma, semicolon or the sentence start) and token `before`, inclusive. */
function hasVerbInClauseBefore(tokens: readonly Token[], before: number): boolean {
  for (let i = before - 1; i >= 0 && !/[,;:]/.test(tokens[i]!.post); i--) {
    if (tokens[i]!.tags.has('Verb')) return true;
  }
  return false;
}

/** Token `at` starts a clause: the sentence's start, or after a comma or a linking word. */
function isClauseStart(tokens: readonly Token[], at: number): boolean {
  const previous = tokens[at - 1];
  return !previous || /[,;:]/.test(previous.post) || /^(and|but|because|so|when|if|that|where|while|although)$/.test(previous.lower);
}

/**
 * `barePlural`: a plural noun with no determiner may be a subject ('Students needs'); `bareMass`: so may a noun that does
 * not count, in the pack's list ('Music make me happy', 'Information are'), which is singular.
 */
export function subjectEndingAt(tokens: readonly Token[], end: number, options: { barePlural?: boolean; bareMass?: ReadonlySet<string> } = {}): Subject | null {
  const last = tokens[end - 1];
  if (!last) return null;
  // 'Lean upon the wind, And know', 'Some say': a linking or counting word, whatever its capital, is no noun.
  if (FUNCTION_WORDS.has(last.lower)) return null;
  if (SUBJECT_PRONOUNS.has(last.lower)) {
    const p = last.lower;
    const previous = tokens[end - 2];
    // 'Does she like', 'let it go', 'for you to see': the pronoun is not the subject of what follows.
    // 'I think I am agree', 'I guess she know': after a verb of thinking whose 'that' is left out, the pronoun opens a clause.
    // Not 'it' or 'you' after 'to' before no verb ('afraid to say it wrong', 'hard to believe it true'): a verb of thinking in
    // its infinitive takes them as its object ('happy to know it helps you' still opens a clause).
    const isObjectOfInfinitive = ['it', 'you'].includes(p) && tokens[end - 3]?.lower === 'to' && !!tokens[end] && likelyPartOfSpeech(tokens[end]!.lower) !== 'verb';
    // 'feel it move', 'felt you shake': a feeling of something happening takes its object and a bare verb.
    const isFeltHappening = ['it', 'you'].includes(p) && /^(?:feel|feels|felt)$/.test(previous?.lower ?? '');
    const afterThinking = !!previous && THINKING.test(previous.lower) && !/[,;:.!?]/.test(previous.post) && !tokens[end - 3]?.tags.has('QuestionWord') && !['do', 'does', 'did'].includes(tokens[end - 3]?.lower ?? '') && !isObjectOfInfinitive && !isFeltHappening;
    if (previous && !afterThinking && (previous.tags.has('Verb') || previous.tags.has('Preposition') || previous.tags.has('QuestionWord'))) return null;
    // 'for supposing it true': after an -ing verb the pronoun is its object; 'Constantine I': after a name, a numeral
    // (not after a comma: 'My name is Ana, I am a nurse').
    if (previous && ((/ing$/.test(previous.lower) && findLemma(previous.lower, 'verb')) || (p === 'i' && /^\p{Lu}/u.test(previous.text) && previous.tags.has('Noun') && !previous.tags.has('Pronoun') && !previous.tags.has('Date') && !/,/.test(previous.post)))) return null;
    // 'He and I are', 'you or she': two people together, or a pair written with a slash; but after a verb,
    // 'and' starts a clause of its own ('She likes it and he has a car').
    const joinsClauses = !!previous && ['and', 'but', 'or'].includes(previous.lower) && hasVerbInClauseBefore(tokens, end - 2);
    if (previous && ((['and', 'or', 'nor'].includes(previous.lower) && !joinsClauses) || /\//.test(previous.post) || /\//.test(last.post))) return null;
    return { person: p === 'i' || p === 'we' ? 'first' : p === 'you' ? 'second' : 'third', isPlural: PLURAL_PRONOUNS.has(p), start: end - 1, end };
  }
  // 'Everybody has', 'Nobody knows': one person, whoever it is.
  if (INDEFINITE_SINGULAR.has(last.lower) && isClauseStart(tokens, end - 1)) return { person: 'third', isPlural: false, start: end - 1, end };
  // 'the young', 'the rich': an adjective used as a noun is plural, which the tags do not tell.
  if (ADJECTIVES_AS_NOUNS.has(last.lower) || !last.tags.has('Noun') || last.tags.has('Adjective') || last.tags.has('Pronoun') || last.tags.has('Date') || POSSESSIVES.has(last.lower) || /'s$/.test(last.lower)) return null;
  // 'The semi-prostrate evergreen': a word hyphened to the next is half of one compound word.
  if (/^-/.test(last.post)) return null;
  // 'The pale glow of the lamp', 'The downward pull': a word WordNet knows mostly as an adjective is no subject.
  if (!last.tags.has('ProperNoun') && !PLURALS_WITHOUT_S.has(last.lower) && /^[a-z]+$/.test(last.text) && (!findLemma(last.lower, 'noun') || likelyPartOfSpeech(last.lower) === 'adjective')) return null;
  let start = end - 1;
  while (start > 0 && tokens[start - 1]!.tags.has('Adjective')) start--;
  const determiner = tokens[start - 1];
  const isPluralHead = last.tags.has('Plural') || ['people', 'children'].includes(last.lower);
  // 'Some people believe', 'Most students need': a quantifier before a plural noun is its determiner.
  const hasDeterminer = !!determiner && (POSSESSIVES.has(determiner.lower) || ARTICLES.has(determiner.lower) || (isPluralHead && PLURAL_QUANTIFIERS.has(determiner.lower)));
  if (hasDeterminer) {
    start--;
    // 'All my friends live', 'Both the children are': a word before the determiner counts the plural too.
    if (isPluralHead && start > 0 && ['all', 'both'].includes(tokens[start - 1]!.lower) && !PLURAL_QUANTIFIERS.has(tokens[start]!.lower)) start--;
  }
  // 'Students needs', 'Young people is': with `barePlural`, a plural noun the dictionary backs needs no determiner
  // (not a field in -ics, 'Economics is', nor 'Yours is').
  else if (!last.tags.has('ProperNoun') && !['people', 'children'].includes(last.lower) && !(options.bareMass?.has(last.lower) && !last.tags.has('Plural') && (/^[a-z]+$/.test(last.text) || (end === 1 && /^[A-Z][a-z]+$/.test(last.text)))) && !(options.barePlural && last.tags.has('Plural') && !/ics$/.test(last.lower) && !POSSESSIVE_PRONOUNS.has(last.lower) && isNumberSure(last, true) && (/^[a-z]+$/.test(last.text) || (end === 1 && /^[A-Z][a-z]+$/.test(last.text))))) return null;
  // A clause starts after a linking word, a comma, a verb of thinking whose 'that' is left out ('I think education
  // is...'), or a time word opening the sentence ('Nowadays technology makes...').
  const before = tokens[start - 1];
  const clauseStart = !before || /^(and|but|because|so|when|if|that|where)$/.test(before.lower) || /[,;:]/.test(before.post) || (THINKING.test(before.lower) && !/[,;:.!?]/.test(before.post)) || (start === 1 && OPENING_TIME_WORDS.test(before.lower)) || OPENING_TIME_PHRASE.test(tokens.slice(0, start).map((t) => t.lower).join(' '));
  if (!clauseStart || isSecondOfTwoSubjects(tokens, start)) return null;
  // 'These species', 'those sheep': the determiner tells the number where the noun does not.
  const isPlural = last.tags.has('Plural') || PLURALS_WITHOUT_S.has(last.lower) || ['these', 'those'].includes(tokens[start]?.lower ?? '');
  return { person: 'third', isPlural, start, end };
}

/** Third person singular: the verb takes -s, 'has', 'is', 'does'. */
export const isThirdSingular = (s: Subject | null): boolean => !!s && s.person === 'third' && !s.isPlural;

export function beFor(s: Subject, tense: 'present' | 'past'): string {
  if (tense === 'past') return s.isPlural || s.person === 'second' ? 'were' : 'was';
  if (s.person === 'first' && !s.isPlural) return 'am';
  return isThirdSingular(s) ? 'is' : 'are';
}

/** Keeps a capital letter where the sentence started with the replaced word. */
export function matchCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) && replacement !== '' ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}
