import { singularOf, verbForms } from '../grammar/verb-forms';
import { AMOUNT_NOUNS, GENERIC_NOUNS } from '../key-phrase-word-lists';
import { UNCOUNTABLE } from '../packs/en/rules/uncountable-nouns';
import { findLemma, isGerund, likelyPartOfSpeech } from '../wordnet/find-lemma';
import { isFoodName } from '../wordnet/read-wordnet';
import { escapeRegExp } from '../../../lib/escape-reg-exp';

/** Gerunds that say nothing on their own ('working', 'studying'). */
const DULL_ACTIVITIES = new Set(['working', 'studying', 'living', 'learning', 'speaking', 'talking', 'waiting', 'sleeping', 'staying', 'using', 'practising', 'practicing']);

/**
 * A key phrase a template can quote grammatically: a name, 'your sister', 'cooking for your friends',
 * 'horror films'. 'a cat' becomes 'your cat' when the learner has one; other 'a'/'the' phrases and lone
 * adjectives ('the best') are not quoted.
 */
export function quotablePhrase(phrase: string, message: string): string | null {
  const words = phrase.split(/\s+/);
  const first = words[0]!.toLowerCase();
  if (/^\p{Lu}/u.test(phrase)) return phrase;
  if (first === 'a' || first === 'an' || first === 'the') {
    const noun = words.slice(1).join(' ');
    const owned = new RegExp(`\\b(?:i|we) (?:have|have got|'ve got|own|got)\\s+(?:a|an|the)\\s+${noun.replace(/[^\p{L} ]/gu, '')}`, 'iu').test(message);
    if (owned && words.length >= 2) return `your ${noun}`;
    // 'the beach' reads well in a question; 'the best' (no noun) does not. 'a cat' does not either ('What do you
    // think about a cat?'), but the learner brought it up, so it is the one they meant: 'an apple' → 'the apple'.
    const head = words.at(-1)!.toLowerCase();
    const isNoun = words.length >= 2 && isThingNamed(head, first) && !findLemma(head, 'adjective') && !GENERIC_NOUNS.has(head) && !AMOUNT_NOUNS.has(head);
    if (!isNoun) return null;
    // 'I am a nurse', 'it became a habit', 'I work as a nurse': what someone is, not a thing to ask about as 'the nurse'.
    return first === 'the' ? phrase : saysWhatSomeoneIs(phrase, message) ? null : `the ${noun}`;
  }
  if (first === 'your' && words.length >= 2) return phrase;
  if (isGerund(first)) return words.length === 1 && DULL_ACTIVITIES.has(first) ? withWhatFollows(first, message) : words.length >= 2 ? withItsArticle(phrase, message) : phrase;
  // 'made soup' is a verb and its object, not a thing to talk about; 'social media' (a word the verb table only echoes) is one.
  const isPast = (forms: ReturnType<typeof verbForms>) => !!forms && forms.past === first && forms.infinitive !== first;
  if (words.length >= 2) return likelyPartOfSpeech(first) === 'verb' || isPast(verbForms(first)) ? null : withItsArticle(phrase, message);
  // A lone singular noun needs an article ('garage', 'bus'): only plurals, fields in -ics and nouns never counted
  // ('homework', 'advice') read well bare.
  // A plural is a word WordNet reads as another's plural ('cars'), or a field in -ics; 'bus' and 'campus' are one thing.
  if (/[^s]s$/.test(first) && likelyPartOfSpeech(first) === 'noun' && (findLemma(first, 'noun')?.lemma !== first || /ics$/.test(first) || isPluralOfANoun(first))) return phrase;
  if (UNCOUNTABLE.has(first)) return phrase;
  // Foods and drinks are named bare as the learner named them ('I love pizza': 'What do you like most about pizza?').
  if (isFoodName(first)) return phrase;
  return withOwner(first, message);
}

/** 'I am a nurse', 'it became a habit', 'I work as a nurse': the words say what someone is, not a thing to ask about. */
const saysWhatSomeoneIs = (words: string, message: string): boolean =>
  new RegExp(String.raw`(?:\b(?:am|is|are|was|were|be|been|being|become|became|as)|['’](?:m|s|re))\s+${escapeRegExp(words)}\b`, 'iu').test(message);

/**
 * 'marketing job' out of 'I am applying for a junior marketing job': a phrase the learner gave an article or an owner
 * is quoted with one ('the marketing job', 'your marketing job'), never bare; what someone is ('I am a sales manager')
 * is not quoted at all. A phrase the learner wrote bare ('I study computer science') stays as written.
 */
function withItsArticle(phrase: string, message: string): string | null {
  const before = new RegExp(String.raw`(?<![\p{L}])(a|an|the|my|our)\s+((?:\p{L}+\s+){0,2}?)${escapeRegExp(phrase)}(?![\p{L}])`, 'iu').exec(message);
  // Only describing words between ('a junior marketing job'): in 'the afternoon reading comic books' the article is another noun's.
  const between = before?.[2]?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (!before || between.some((word) => !findLemma(word.toLowerCase(), 'adjective'))) return phrase;
  const determiner = before[1]!.toLowerCase();
  if (determiner === 'my' || determiner === 'our') return `your ${phrase}`;
  return determiner !== 'the' && saysWhatSomeoneIs(before[0], message) ? null : `the ${phrase}`;
}

/**
 * The head of an 'a'/'the' phrase names a thing: a word mostly a noun, or, after 'the', one WordNet has as a noun
 * and a verb alike ('the project', 'the shop', 'the match'): the learner's 'the' has already made it a noun. After
 * 'a' such a word stays out ('a means', 'a cook' are said of what something is as often as of a thing).
 */
function isThingNamed(head: string, article: string): boolean {
  const part = likelyPartOfSpeech(head);
  return part === 'noun' || (article === 'the' && part === 'verb' && !!findLemma(head, 'noun'));
}

/** 'glasses' (of 'glass'), though WordNet lists it as a word of its own; not 'bus', whose 'bu' is nothing. */
function isPluralOfANoun(word: string): boolean {
  const singular = singularOf(word);
  return singular !== word && !!findLemma(singular, 'noun');
}

/** 'garage' as the learner owned it: 'my friend's garage' → 'your friend's garage', 'our garden' → 'your garden'. */
function withOwner(noun: string, message: string): string | null {
  const owned = new RegExp(`\\b(my|our)\\s+((?:\\p{L}+['’]s\\s+)?(?:\\p{L}+\\s+)?)${noun}\\b`, 'iu').exec(message);
  return owned ? `your ${owned[2]}${noun}` : null;
}

/** Words that join or begin phrases ('working with people and', 'living in a'): never the last word of what follows. */
const JOINING = String.raw`(?:and|or|but|because|so|then|to|a|an|the|my|our|your|his|her|their|in|on|at|for|with|from|of)(?![\p{L}])`;
/** Words that join clauses: never inside what follows ('with people and solving'). */
const CONJUNCTION = String.raw`(?:and|or|but|because|so|then)(?![\p{L}])`;

/** A dull gerund with what makes it specific: 'working' → 'working with kids', 'working with my friends'. */
function withWhatFollows(gerund: string, message: string): string | null {
  const more = new RegExp(`\\b${gerund}\\s+((?:with|for|at|in|on|from)\\s+(?:(?!${CONJUNCTION})\\p{L}+\\s+)?(?!${JOINING})\\p{L}+)`, 'iu').exec(message);
  return more ? `${gerund} ${more[1]!.replace(/\bmy\b/gi, 'your').replace(/\bour\b/gi, 'your')}` : null;
}
