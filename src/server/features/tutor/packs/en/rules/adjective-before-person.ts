/**
 * In English an adjective goes before the noun: 'I am a person very organized' -> 'a very organized person'. Only
 * 'person', 'man', 'woman', 'guy' and 'girl' described by a degree word and an adjective that ends the clause, since an
 * adjective with words of its own may follow ('a person very interested in art', 'a woman close to me'), and one alone
 * may too ('a man possessed').
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { has } from '../../../grammar/tag-sentence';
import { because, describeFamily } from '../because';

const PEOPLE = new Set(['person', 'man', 'woman', 'guy', 'girl', 'boy', 'worker', 'student', 'employee', 'colleague']);
const DEGREE = new Set(['very', 'really', 'quite', 'so', 'too', 'extremely', 'pretty']);

export const adjectiveBeforePerson: GrammarRule = {
  id: 'adjective-before-person',
  family: 'adjective-before-person',
  explanation: describeFamily('adjective-before-person'),
  examples: [
    { text: 'I am a person very organized.', better: 'I am a very organized person.' },
    { text: 'She is a woman very kind and I like her.', better: 'She is a very kind woman and I like her.' },
    { text: 'He is a guy really funny and I like him.', better: 'He is a really funny guy and I like him.' },
  ],
  counterExamples: [
    'I am a very organized person.',
    'She is a person very interested in art.',
    'He is a man close to the family.',
    'I met a person yesterday.',
    'He is a man who works hard.',
    // Ordinary sentences that look like the error and are right.
    'She is a kind woman.',
    'I am a person, not a machine.',
    'He fought like a man possessed.',
    'She lived as a woman alone.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const noun = tokens[i + 1];
      if (!['a', 'an'].includes(t.lower) || !noun || !PEOPLE.has(noun.lower) || /[,;:.!?]/.test(noun.post)) return;
      let at = i + 2;
      while (DEGREE.has(tokens[at]?.lower ?? '')) at++;
      // A degree word tells the learner's order ('a person very organized'); alone, an adjective may follow in English ('a man possessed', 'a woman alone').
      if (at === i + 2) return;
      const adjective = tokens[at];
      if (!adjective || !has(adjective, 'Adjective') || has(adjective, 'Noun') || has(adjective, 'Verb') && !/ed$/.test(adjective.lower)) return;
      const next = tokens[at + 1];
      if (next && !/[,;:.!?]/.test(adjective.post) && !['and', 'but', 'because', 'so'].includes(next.lower)) return;
      const words = tokens.slice(i + 2, at + 1).map((x) => x.text).join(' ');
      const article = /^[aeiou]/i.test(words) ? 'an' : 'a';
      edits.push({ start: i, end: at + 1, to: `${matchCase(t.text, article)} ${words} ${noun.text}`, ...because('adjective-before-person.before', { adjective: adjective.lower, noun: noun.lower }) });
    });
    return edits;
  },
};
