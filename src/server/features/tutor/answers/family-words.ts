/**
 * "How do you say the sister of your mother in English?", "What do you call my brother's son?": the English word for a
 * family relation described ('aunt', 'nephew', 'mother-in-law'). Each relation is data: who, of whom, and the word;
 * the questions it must answer and the ones it must leave are run as tests (family-words.test.ts).
 */

type Person = 'mother' | 'father' | 'sister' | 'brother' | 'son' | 'daughter' | 'child' | 'husband' | 'wife' | 'aunt' | 'uncle' | 'parent';

/** [who, of whom, the word]: 'sister' of 'mother' is 'aunt'. */
const RELATIONS: ReadonlyArray<readonly [Person, readonly Person[], string]> = [
  ['sister', ['mother', 'father', 'parent'], 'aunt'],
  ['brother', ['mother', 'father', 'parent'], 'uncle'],
  ['husband', ['aunt'], 'uncle'],
  ['wife', ['uncle'], 'aunt'],
  ['son', ['brother', 'sister'], 'nephew'],
  ['daughter', ['brother', 'sister'], 'niece'],
  ['child', ['brother', 'sister'], 'nephew or niece'],
  ['son', ['aunt', 'uncle'], 'cousin'],
  ['daughter', ['aunt', 'uncle'], 'cousin'],
  ['child', ['aunt', 'uncle'], 'cousin'],
  ['mother', ['mother', 'father', 'parent'], 'grandmother'],
  ['father', ['mother', 'father', 'parent'], 'grandfather'],
  ['son', ['son', 'daughter', 'child'], 'grandson'],
  ['daughter', ['son', 'daughter', 'child'], 'granddaughter'],
  ['mother', ['husband', 'wife'], 'mother-in-law'],
  ['father', ['husband', 'wife'], 'father-in-law'],
  ['brother', ['husband', 'wife'], 'brother-in-law'],
  ['sister', ['husband', 'wife'], 'sister-in-law'],
  ['husband', ['sister', 'daughter'], 'brother-in-law'],
  ['wife', ['brother', 'son'], 'sister-in-law'],
];
/** The husband of a daughter and the wife of a son are in-laws by their own words. */
const OWN_WORDS: Readonly<Record<string, string>> = { 'husband|daughter': 'son-in-law', 'wife|son': 'daughter-in-law' };

const PERSON = '(mother|father|mum|mom|dad|parents?|sister|brother|son|daughter|child|husband|wife|aunt|uncle)';
const POSSESSOR = "(?:my|your|his|her|our|their|the|a|one's|someone's|somebody's)";
/** 'the sister of your mother', 'my mother's sister'. */
const DESCRIBED = new RegExp(String.raw`\b${PERSON} of ${POSSESSOR} ${PERSON}\b|\b${POSSESSOR} ${PERSON}['’]s ${PERSON}\b`, 'i');

const plain = (word: string): Person => {
  const lower = word.toLowerCase();
  if (lower === 'mum' || lower === 'mom') return 'mother';
  if (lower === 'dad') return 'father';
  if (lower === 'parents') return 'parent';
  return lower as Person;
};

export type FamilyWord = { described: string; word: string };

/** The English word for the family relation the text describes, or null when it describes none in the table. */
export function familyWordFor(text: string): FamilyWord | null {
  const match = DESCRIBED.exec(text);
  if (!match) return null;
  const [who, ofWhom] = match[1] ? [plain(match[1]), plain(match[2]!)] : [plain(match[4]!), plain(match[3]!)];
  const own = OWN_WORDS[`${who}|${ofWhom}`];
  const found = own ?? RELATIONS.find(([person, of]) => person === who && of.includes(ofWhom))?.[2];
  return found ? { described: `your ${ofWhom === 'parent' ? 'parent' : ofWhom}'s ${who}`, word: found } : null;
}

/** The answer: the word, with an example of it in use, and a question about the learner's own. */
export function describeFamilyWord({ described, word }: FamilyWord): { text: string; followUp: string } {
  const first = word.split(' or ')[0]!;
  const inLaw = /in-law/.test(word) ? " ('In-law' is the family you join by marriage.)" : '';
  return {
    text: `${described.charAt(0).toUpperCase()}${described.slice(1)} is your ${word}: for example, 'I'm visiting my ${first} this weekend.'${inLaw}`,
    followUp: `Is there ${/^[aeiou]/.test(first) ? 'an' : 'a'} ${first} in your family you're close to?`,
  };
}

export const FAMILY_WORD_EXAMPLES: ReadonlyArray<readonly [question: string, word: string]> = [
  ['How do you say the sister of your mother in English?', 'aunt'],
  ["What do you call my brother's son?", 'nephew'],
  ['What is the word for the mother of my husband?', 'mother-in-law'],
  ['How do I call the daughter of my uncle?', 'cousin'],
  ["My wife's brother, what is he to me?", 'brother-in-law'],
];
export const FAMILY_WORD_COUNTER_EXAMPLES: readonly string[] = ['My sister lives in Lisbon.', 'What does my mother do?', "My brother's car is red."];
