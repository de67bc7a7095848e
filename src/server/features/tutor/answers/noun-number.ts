/**
 * "Is 'jeans' singular or plural?", "Is 'information' countable?": how an English noun counts, from the pack's word
 * lists (pairs of two parts, nouns only plural, plural-looking singulars, uncountables, one form for both numbers). A
 * noun on none of them is left to other answers: the lists are what the teacher can vouch for.
 */
import onlyPluralWords from '../packs/en/words/only-plural-nouns.json';
import sameOrSingularWords from '../packs/en/words/same-or-singular-plurals.json';
import uncountableWords from '../packs/en/words/uncountable-nouns.json';
import mostlyUncountableWords from '../packs/en/words/mostly-uncountable.json';
import { PAIR_NOUNS } from '../packs/en/rules/pair-nouns';

/** 'Is "jeans" singular or plural?', 'is news plural', 'Is information countable or uncountable?'. */
export const ASKS_NOUN_NUMBER = /^(?:(?:and|so|but|also)[,]?\s+)?is (?:the (?:word|noun) )?["'‘“]?(\p{L}+)["'’”]? (?:a )?(?:singular or plural|plural or singular|singular|plural|countable or uncountable|uncountable or countable|countable|uncountable)(?: (?:noun|word))?(?: in english)?\s*\?*\s*$/iu;

const ONLY_PLURAL = new Set<string>(onlyPluralWords.words);
/** One form for one and many (not the measuring words the list also holds for agreement, such as 'kind' or 'day'). */
const SAME_FORM = new Set((sameOrSingularWords as string[]).filter((w) => ['sheep', 'fish', 'deer', 'aircraft', 'series', 'species', 'offspring'].includes(w)));
/** Plural in look, singular in grammar: a subject or a game ('physics is', 'the news is'). */
const SINGULAR_IN_S = new Set(['news', 'politics', 'economics', 'physics', 'mathematics', 'maths', 'athletics', 'ethics', 'gymnastics', 'linguistics']);
const UNCOUNTABLE = new Set<string>(uncountableWords);
const MOSTLY_UNCOUNTABLE = new Set<string>(mostlyUncountableWords);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** How the noun counts, said as a teacher would, or null when it is on none of the lists. */
export function describeNounNumber(noun: string): string | null {
  const w = noun.toLowerCase();
  const q = `'${capitalised(w)}'`;
  if (PAIR_NOUNS.has(w)) return `${q} is plural, like trousers and glasses: these ${w} are new. To count them, say a pair of ${w}, or two pairs of ${w}; never a ${w}.`;
  if (ONLY_PLURAL.has(w)) return w === 'people' ? `${q} is plural: people are friendly here. For one, say a person.` : `${q} is plural: the ${w} are... There is no singular of the same meaning.`;
  if (SINGULAR_IN_S.has(w)) return w === 'news' ? `${q} looks plural, but it is singular and uncountable: the news is good. For one item, say a piece of news.` : `${q} looks plural, but it takes a singular verb: ${w} is interesting.`;
  if (SAME_FORM.has(w)) return `${q} has the same form in the singular and the plural: one ${w}, two ${w}.`;
  if (UNCOUNTABLE.has(w)) return `${q} is uncountable in English: no 'a' and no plural. Say some ${w} or a piece of ${w}, and the verb is singular: the ${w} is useful.`;
  if (MOSTLY_UNCOUNTABLE.has(w)) return `It depends on the meaning. In general ${q} is uncountable: I like ${w}, no 'a'. But it can count when you mean one kind or one portion, so check the sentence you want to use it in.`;
  return null;
}
