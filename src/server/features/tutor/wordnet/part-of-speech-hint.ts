/**
 * The part of speech a word most likely has in its sentence, from the word just before it: after "the" or
 * "my", a preposition or a word that is only a noun it is a noun ("the bank", "in spring", "river bank"), after
 * "can" or "they" a verb ("they bank"), after "very" an adjective.
 * A hint only: the caller uses it when the word has senses of that part of speech, else ignores it.
 */
import { findLemma } from './find-lemma';
import type { WordNetPos } from './read-wordnet';

const words = (list: string) => new Set(list.split(' '));

const BEFORE_NOUN = words('the a an this that these those my your his its our their some any every each no another whose several many few');
const BEFORE_VERB = words("can could will would shall should must may might do does did don't doesn't didn't won't can't cannot let's i we you they he she please");
const BEFORE_ADJECTIVE = words('very so too really quite rather extremely pretty more most less least');
/** Before a word ending in -ing these make it the verb: "I love hearing", "we were talking", "about cooking". */
const BEFORE_ING_VERB = words(
  "am is are was were be been being i'm you're we're they're he's she's it's love loves loved like likes liked enjoy enjoys enjoyed hate start started stop stopped keep kept begin began finish finished avoid miss practise practice about of for by without after before while from at in on",
);
/** After a preposition a word not ending in -ing is a noun: "in spring", "on the bank" is caught by "the". */
const PREPOSITIONS = words('in on at of for with from into during after before under over by near behind across through without');
const BEFORE_PARTICIPLE = words("have has had i've you've we've they've haven't hasn't hadn't");

/** The tokens of a sentence as the hint reads them: lower case, apostrophes kept ("don't"). */
export function sentenceTokens(sentence: string): string[] {
  return sentence.toLowerCase().replace(/’/g, "'").match(/[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*/gu) ?? [];
}

export function partOfSpeechHint(word: string, sentence: string): WordNetPos | null {
  const tokens = sentenceTokens(sentence);
  const target = word.toLowerCase().replace(/’/g, "'");
  const at = tokens.indexOf(target);
  if (at <= 0) return null;
  const before = tokens[at - 1]!;
  if (BEFORE_NOUN.has(before)) return 'noun';
  const isIngForm = isVerbForm(target, 'ing');
  if (isIngForm && BEFORE_ING_VERB.has(before)) return 'verb';
  if (isVerbForm(target, 'ed') && BEFORE_PARTICIPLE.has(before)) return 'verb';
  if (BEFORE_ADJECTIVE.has(before)) return 'adjective';
  if (BEFORE_VERB.has(before)) return 'verb';
  if (PREPOSITIONS.has(before) && !isIngForm) return 'noun';
  if (isOnlyANoun(before)) return 'noun'; // "river bank", "football match"
  return null;
}

/** 'hearing' is a form of the verb 'hear'; 'spring' and 'bed' are words of their own. */
function isVerbForm(word: string, ending: 'ing' | 'ed'): boolean {
  if (!word.endsWith(ending)) return false;
  const verb = findLemma(word, 'verb');
  return verb !== null && verb.lemma !== word;
}

/** A noun in its base form and nothing else: "river" in "river bank"; not "athletes" in "athletes train", a subject. */
function isOnlyANoun(word: string): boolean {
  return findLemma(word, 'noun')?.lemma === word && findLemma(word, 'verb') === null && findLemma(word, 'adjective') === null;
}
