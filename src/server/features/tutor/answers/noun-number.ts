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

/** Nouns whose -s form learners make and English does not use, each said as a teacher would. */
const GROUP_OR_PLURAL_ALREADY: Record<string, string> = {
  data: "'Data' is already a plural (of the rare 'datum'), and most people use it as an uncountable noun: the data is ready, or the data are ready. There is no 'datas'.",
  staff: "'Staff' means all the people who work somewhere, as one group: we have 20 staff, or 20 staff members. For people there is no 'staffs'.",
  police: "'Police' is plural already: the police are here. For one, say a police officer. There is no 'polices'.",
};
/** Uncountables that also count in one sense ('behaviours' in a study, 'the grammars of two languages'), or whose -s form is a verb learners mean: no sure 'no'. */
const COUNT_IN_ONE_SENSE = new Set(['behaviour', 'behavior', 'vocabulary', 'grammar', 'accommodation', 'knowledge', 'research', 'progress', 'evidence', 'money', 'mail', 'work', 'travel', 'weather', 'traffic']);

/** 'advices' -> 'advice', 'datas' -> 'data', 'staffs' -> 'staff': the noun a plural English does not use was made of, or null. */
export function pluralNotUsed(word: string): string | null {
  const w = word.toLowerCase();
  const base = w.endsWith('es') && UNCOUNTABLE.has(w.slice(0, -2)) ? w.slice(0, -2) : w.endsWith('s') ? w.slice(0, -1) : null;
  if (!base || SINGULAR_IN_S.has(w)) return null;
  if (GROUP_OR_PLURAL_ALREADY[base]) return base;
  return UNCOUNTABLE.has(base) && !COUNT_IN_ONE_SENSE.has(base) ? base : null;
}

/** What to say of a plural English does not use ('advices'): no, and how the noun is used instead. */
export function sayPluralNotUsed(word: string): string | null {
  const base = pluralNotUsed(word);
  if (!base) return null;
  return `No, '${word.toLowerCase()}' isn't used. ${GROUP_OR_PLURAL_ALREADY[base] ?? describeNounNumber(base)!}`;
}

/** How the noun counts, said as a teacher would, or null when it is on none of the lists. */
export function describeNounNumber(noun: string): string | null {
  const w = noun.toLowerCase();
  const q = `'${capitalised(w)}'`;
  if (GROUP_OR_PLURAL_ALREADY[w]) return GROUP_OR_PLURAL_ALREADY[w]!;
  if (PAIR_NOUNS.has(w)) return `${q} is plural, like trousers and glasses: these ${w} are new. To count them, say a pair of ${w}, or two pairs of ${w}; never a ${w}.`;
  if (ONLY_PLURAL.has(w)) return w === 'people' ? `${q} is plural: people are friendly here. For one, say a person.` : `${q} is plural: the ${w} are... There is no singular of the same meaning.`;
  if (SINGULAR_IN_S.has(w)) return w === 'news' ? `${q} looks plural, but it is singular and uncountable: the news is good. For one item, say a piece of news.` : `${q} looks plural, but it takes a singular verb: ${w} is interesting.`;
  if (SAME_FORM.has(w)) return `${q} has the same form in the singular and the plural: one ${w}, two ${w}.`;
  if (UNCOUNTABLE.has(w)) return `${q} is uncountable in English: no 'a' and no plural. Say some ${w} or a piece of ${w}, and the verb is singular: the ${w} is useful.`;
  // 'Is "informations" plural?': it is no word in use.
  if (pluralNotUsed(w)) return sayPluralNotUsed(w);
  if (MOSTLY_UNCOUNTABLE.has(w)) return `It depends on the meaning. In general ${q} is uncountable: I like ${w}, no 'a'. But it can count when you mean one kind or one portion, so check the sentence you want to use it in.`;
  return null;
}
