/**
 * 'I work like a nurse' -> 'I work as a nurse': the job someone does takes 'as'; 'like' compares ('I work like
 * a machine': as hard as one). Learners who say 'trabajo como', 'je travaille comme' or 'ich arbeite als' reach
 * for 'like'. Only a person working and a job from the list (words/occupations.json) as the head of the
 * phrase: 'like a doctor does' compares, and a job without its article gets one ('like engineer' -> 'as an
 * engineer').
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { singularOf } from '../../../grammar/verb-forms';
import occupationsWords from '../words/occupations.json';
import { startsWithVowelSound } from './a-or-an';
import { because, describeFamily } from '../because';

const OCCUPATIONS = new Set<string>(occupationsWords);
const WORK = new Set(['work', 'works', 'worked', 'working']);
const PEOPLE = new Set(['i', 'you', 'he', 'she', 'we', 'they', 'brother', 'sister', 'mother', 'father', 'mum', 'mom', 'dad', 'wife', 'husband', 'son', 'daughter', 'friend', 'cousin', 'uncle', 'aunt', 'parents', 'boyfriend', 'girlfriend']);
/** Words after the job that make 'like' a comparison: 'like a doctor does', 'like a chef would'. */
const COMPARING_NEXT = new Set(['does', 'do', 'did', 'would', 'will', 'can', 'could']);

/** The person doing the work: 'I', 'my sister', 'she' (through 'am', 'is', 'have' and adverbs: 'I am still working'). */
function isPersonWorking(tokens: readonly Token[], verbAt: number): boolean {
  let i = verbAt - 1;
  while (i >= 0 && (['am', 'is', 'are', 'was', 'were', 'have', 'has', 'had', 'been', "'m", "'s", "'re", 'also', 'still', 'now', 'currently', 'always'].includes(tokens[i]!.lower) || has(tokens[i], 'Adverb'))) i--;
  const subject = tokens[i];
  return !!subject && (PEOPLE.has(subject.lower) || has(subject, 'Person') || has(subject, 'Actor'));
}

const isJob = (t: Token | undefined) => !!t && (OCCUPATIONS.has(t.lower) || (has(t, 'Plural') && OCCUPATIONS.has(singularOf(t.lower))));

export const asOrLike: GrammarRule = {
  id: 'as-or-like',
  family: 'as-or-like',
  explanation: describeFamily('as-or-like'),
  examples: [
    { text: 'I work like a nurse in a big hospital.', better: 'I work as a nurse in a big hospital.' },
    { text: 'My sister works like a teacher.', better: 'My sister works as a teacher.' },
    { text: 'I work like engineer.', better: 'I work as an engineer.' },
    { text: 'He worked like a waiter for two years.', better: 'He worked as a waiter for two years.' },
    { text: 'I am working like a software developer now.', better: 'I am working as a software developer now.' },
    { text: 'They work like cleaners and cooks.', better: 'They work as cleaners and cooks.' },
  ],
  counterExamples: [
    'I work as a nurse.',
    'I work like a machine when the deadline is close.',
    'She works like crazy before exams.',
    'He works like a doctor does, with great care.',
    'It works like a timer.',
    'I like my work as a teacher.',
    'I would like to work as a pilot.',
    'We worked like a team.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'like' || !WORK.has(tokens[i - 1]?.lower ?? '') || !isPersonWorking(tokens, i - 1)) return;
      const hasArticle = ['a', 'an'].includes(tokens[i + 1]?.lower ?? '');
      let head = hasArticle ? i + 2 : i + 1;
      // Up to two words describing the job ('a software developer', 'a night nurse'), never a verb.
      while (head < i + 5 && !isJob(tokens[head]) && tokens[head] && !has(tokens[head], 'Verb') && (has(tokens[head], 'Adjective') || has(tokens[head], 'Noun')) && !/[,;:.!?]/.test(tokens[head]!.post)) head++;
      const job = tokens[head];
      const next = tokens[head + 1];
      if (!isJob(job) || (has(next, 'Noun') && !has(next, 'Pronoun') && !/[,;:.!?]/.test(job!.post)) || COMPARING_NEXT.has(next?.lower ?? '')) return;
      const isBareSingular = !hasArticle && head === i + 1 && !has(job, 'Plural');
      const to = isBareSingular ? `as ${startsWithVowelSound(job!.lower) ? 'an' : 'a'}` : 'as';
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, to), ...because('as-or-like.job', { job: job!.lower }) });
    });
    return edits;
  },
};
