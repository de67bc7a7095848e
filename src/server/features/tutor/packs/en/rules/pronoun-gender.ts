/**
 * 'My sister is a doctor, he works in a hospital' -> 'she works': a learner whose language says 'he' and 'she' alike
 * (Mandarin's tā, Finnish's hän, Turkish's o) or leaves the subject out (Spanish, Japanese) often picks the wrong one.
 * Read only where nobody else could be meant: a sentence that opens with one person of known sex ('My sister', 'My
 * little brother'), then a clause whose subject is the other pronoun, after a comma or 'and', 'but', 'so' or 'because',
 * with no other person, name, animal or pronoun between (a noun said of the person after 'is a' is the same person).
 */
import { matchCase, POSSESSIVES, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { has, type Token } from '../../../grammar/tag-sentence';
import genderedPeople from '../words/gendered-people.json';
import peopleWords from '../words/people.json';
import { because, describeFamily } from '../because';

const SEX = new Map<string, 'female' | 'male'>([...genderedPeople.female.map((w) => [w, 'female'] as const), ...genderedPeople.male.map((w) => [w, 'male'] as const)]);
const PRONOUN = { female: 'she', male: 'he' } as const;
/** Anyone or anything else a 'he' or a 'she' could mean. */
const OTHERS = new Set([...peopleWords, ...SEX.keys(), 'doctor', 'nurse', 'man', 'woman', 'person', 'customer', 'client', 'guest', 'driver', 'dog', 'cat', 'puppy', 'kitten', 'horse', 'bird', 'parrot', 'rabbit', 'hamster']);
const OTHER_PRONOUNS = new Set(['he', 'she', 'him', 'her', 'his', 'hers', 'they', 'them', 'their', 'i', 'me', 'you', 'we', 'us', 'it', 'who', 'someone', 'somebody', 'everyone', 'everybody']);
/** Words that start a new clause whose subject follows. */
const CLAUSE_STARTS = new Set(['and', 'but', 'so', 'because']);
const BE = new Set(['is', 'was', "'s"]);

/** The person a sentence opens with ('My sister', 'My older brother'): the index of the noun, and the sex it names. */
function openingPerson(tokens: readonly Token[]): { at: number; sex: 'female' | 'male' } | null {
  if (!POSSESSIVES.has(tokens[0]?.lower ?? '')) return null;
  for (let i = 1; i <= 3 && i < tokens.length; i++) {
    const t = tokens[i]!;
    const sex = SEX.get(t.lower);
    // 'My sister's husband': the person is the one owned, not the owner.
    if (sex) return /^['’]s\b/.test(t.post) || /['’]s$/.test(t.lower) ? null : { at: i, sex };
    if (!has(t, 'Adjective') || /\S/.test(t.post)) return null;
  }
  return null;
}

/** A noun said of the person after 'is a' ('My sister is a nurse'): the same person, not another one. */
const isSaidOfTheSubject = (tokens: readonly Token[], i: number) => /^(?:a|an)$/.test(tokens[i - 1]?.lower ?? '') && BE.has(tokens[i - 2]?.lower ?? '');

export const pronounGender: GrammarRule = {
  id: 'pronoun-gender',
  family: 'pronoun-gender',
  explanation: describeFamily('pronoun-gender'),
  examples: [
    { text: 'My sister is a doctor, he works in a big hospital.', better: 'My sister is a doctor, she works in a big hospital.' },
    { text: 'My brother lives in Paris and she works in a bank.', better: 'My brother lives in Paris and he works in a bank.' },
    { text: 'My mother is very kind, he always helps me with my homework.', better: 'My mother is very kind, she always helps me with my homework.' },
    { text: 'My father is a teacher and she teaches maths at a high school.', better: 'My father is a teacher and he teaches maths at a high school.' },
    { text: 'My grandmother is very old but he still walks every day.', better: 'My grandmother is very old but she still walks every day.' },
    { text: 'My little daughter is shy, he does not talk much.', better: 'My little daughter is shy, she does not talk much.' },
    { text: 'My husband works at night, so she sleeps in the day.', better: 'My husband works at night, so he sleeps in the day.' },
  ],
  counterExamples: [
    'My sister married a man from Spain, he is very tall.',
    'My brother has a girlfriend and she is from Italy.',
    'My mother called the doctor, he came at once.',
    'My sister has a cat, he is very lazy.',
    'My father said that she was right.',
    "My sister's husband is a chef, he cooks every day.",
    'My brother and my sister live in London, she is a nurse.',
    'My daughter met Tom at school, he is very kind.',
    'My uncle loves my aunt, she is a great cook.',
    'My mother is from Lima and she works in a school.',
    'My boss is very strict, he never smiles.',
    'My brother told me he was tired.',
  ],
  find({ tokens }) {
    const person = openingPerson(tokens);
    if (!person) return [];
    const edits: Edit[] = [];
    for (let i = person.at + 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      const isOtherPerson = (OTHERS.has(t.lower) && !isSaidOfTheSubject(tokens, i)) || (has(t, 'ProperNoun') && !has(t, 'Place')) || (OTHER_PRONOUNS.has(t.lower) && t.lower !== PRONOUN[person.sex === 'female' ? 'male' : 'female']);
      if (isOtherPerson) return [];
      const wrong = PRONOUN[person.sex === 'female' ? 'male' : 'female'];
      if (t.lower !== wrong) continue;
      const before = tokens[i - 1]!;
      const startsClause = /,\s*$/.test(before.post) || CLAUSE_STARTS.has(before.lower);
      // Its verb next ('he works', 'he always helps', "he doesn't"): a 'he' that is not a subject is left alone.
      const verb = tokens.slice(i + 1).find((x) => !has(x, 'Adverb'));
      if (!startsClause || !has(verb, 'Verb')) return [];
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, PRONOUN[person.sex]), ...because('pronoun-gender.swap', { person: tokens[person.at]!.text, right: PRONOUN[person.sex], wrong }) });
      return edits;
    }
    return edits;
  },
};
