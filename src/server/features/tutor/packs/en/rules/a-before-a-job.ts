/**
 * A job or a role said of one person takes 'a' or 'an': 'I am student' -> 'I am a student', 'She works as engineer'
 * -> 'as an engineer'. Spanish, Portuguese, French, Chinese and Russian leave it out ('soy estudiante'). The jobs are
 * words/occupations.json and roles-of-a-person.json. A title with a capital ('He is Doctor Smith'), a plural subject and 'head of' are left.
 */
import occupationsWords from '../words/occupations.json';
import rolesOfAPerson from '../words/roles-of-a-person.json';
import { startsWithVowelSound } from './a-or-an';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import { isSuperlative } from '../../../grammar/is-superlative';

const OCCUPATIONS = new Set<string>([...occupationsWords, ...rolesOfAPerson.words, ...rolesOfAPerson.stages]);
/** Times of life ('a child', 'a teenager'): told as what a person was, not as a job. */
const STAGES = new Set<string>(rolesOfAPerson.stages);
/** Singular forms of 'be' after one person, and 'as' after a verb of working ('I work as', 'a job as'). */
const BE_ONE = new Set(['am', "'m", 'is', "'s", 'was']);
/** A person and 'be' written as one word ('I'm teacher'). */
const CONTRACTED_BE = new Set(["i'm", "he's", "she's"]);
const WORKING = /^(?:work|works|worked|working|job|career|hired|employed|started|training)$/;
/** What may follow the job: the end of the clause, or where and for whom ('a nurse in a hospital'). */
/** Words before a job that name no kind of it: adverbs, determiners, 'not' ('I am still student' is another slip). */
const NOT_A_KIND = new Set(['not', 'also', 'still', 'now', 'already', 'just', 'only', 'never', 'always', 'currently', 'really', 'very', 'a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that', 'no', 'as', 'head', 'being', 'becoming', 'like', 'so', 'too', 'once']);
const AFTER_JOB = new Set(['in', 'at', 'for', 'and', 'with', 'from', 'of', 'but', 'because', 'so', 'now', 'here', 'there', 'too']);

export const aBeforeAJob: GrammarRule = {
  id: 'a-before-a-job',
  family: 'a-before-a-job',
  explanation: describeFamily('a-before-a-job'),
  examples: [
    { text: 'I am student, I study computer science.', better: 'I am a student, I study computer science.' },
    { text: 'My mother is nurse in a big hospital.', better: 'My mother is a nurse in a big hospital.' },
    { text: 'He works as engineer for a car company.', better: 'He works as an engineer for a car company.' },
    { text: "I'm teacher and I love my job.", better: "I'm a teacher and I love my job." },
    { text: 'Before that I was waiter for two years.', better: 'Before that I was a waiter for two years.' },
    // One word before the job names its kind: the article goes before it.
    { text: 'I am marketing manager in a big company.', better: 'I am a marketing manager in a big company.' },
    { text: 'She works as English teacher in Madrid.', better: 'She works as an English teacher in Madrid.' },
    // A time of life, said of one person as a job is.
    { text: 'When I was child, I lived near the sea.', better: 'When I was a child, I lived near the sea.' },
    { text: 'I was teenager in the nineties.', better: 'I was a teenager in the nineties.' },
  ],
  counterExamples: [
    // A superlative before the job: 'the best nurse', never 'a best nurse'.
    'I think she is best nurse in the world.',
    'I am a student.',
    'They are students at the same school.',
    'He is Doctor Smith.',
    'When I was young, I lived near the sea.',
    'The content is adult.', // an adjective
    'When I was child-free, I travelled a lot.',
    'My son is still a baby.',
    'She is head of the sales team.',
    'My sister is a nurse in Lyon.',
    'Being a doctor is hard work.',
    // Ordinary sentences that look like the error and are right.
    'The student is in the library.',
    'He worked as an engineer in Chile.',
    'I am a marketing manager.',
    'My brother is still a student.',
    'The problem is that manager.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      // 'I am marketing manager', 'She works as English teacher': one word before the job names its kind ('a marketing manager');
      // a superlative ('she is best nurse') wants 'the', not 'a'.
      const kind = tokens[i + 1];
      const hasKind = !!kind && !OCCUPATIONS.has(kind.lower) && OCCUPATIONS.has(tokens[i + 2]?.lower ?? '') && /^[a-z][a-z-]+$/i.test(kind.text) && !NOT_A_KIND.has(kind.lower) && !isSuperlative(kind.lower) && !/\S/.test(kind.post) && !/^\p{Lu}/u.test(tokens[i + 2]!.text);
      const job = hasKind ? tokens[i + 2] : tokens[i + 1];
      const first = tokens[i + 1];
      if (!job || !first || /\S/.test(t.post) || !OCCUPATIONS.has(job.lower) || /^\p{Lu}/u.test(job.text)) return;
      const isBe = (BE_ONE.has(t.lower) && i > 0 && !['there', 'this', 'that', 'what', 'who'].includes(tokens[i - 1]!.lower)) || CONTRACTED_BE.has(t.lower.replace(/’/g, "'"));
      const isAs = t.lower === 'as' && WORKING.test(tokens[i - 1]?.lower ?? '');
      if (!isBe && !isAs) return;
      const next = tokens[i + (hasKind ? 3 : 2)];
      if (next && !/[,;:.!?]/.test(job.post) && !AFTER_JOB.has(next.lower)) return;
      const article = startsWithVowelSound(first.text) ? 'an' : 'a';
      edits.push({ start: i + 1, end: i + 1, to: article, ...because(STAGES.has(job.lower) ? 'a-before-a-job.stage' : 'a-before-a-job.job', { job: hasKind ? `${first.lower} ${job.lower}` : job.lower, article }) });
    });
    return edits;
  },
};
