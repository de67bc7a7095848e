/**
 * 'My friend he lives in Paris' -> 'My friend lives in Paris': the subject is said once. Not when the
 * pronoun starts a relative clause without 'that' ('The book he wrote became a bestseller').
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { subjectEndingAt, SUBJECT_PRONOUNS, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const REPEATED = new Set(['he', 'she', 'it', 'they']);
/** 'This time he won', 'One day she left': a time said before the subject, not a subject. */
const TIME_NOUNS = /^(time|times|day|days|week|weeks|month|months|year|years|morning|afternoon|evening|night|weekend|summer|winter|spring|autumn|moment|minute|hour|once)$/;
/** Words that start another clause, which has a verb of its own ('My brother he lives here and works there'). */
const CLAUSE_STARTS = /^(and|but|or|so|because|when|if|that|which|who|whom|whose|where|while|although|though|since|until|unless|whether)$/;

const HELPING = /^(am|is|are|was|were|be|been|being|have|has|had|having|do|does|did|to|not|n't)$/;
const isPerson = (t: Token) => has(t, 'Actor') || has(t, 'Person');
const isFiniteVerb = (t: Token) => has(t, 'Modal') || has(t, 'Copula') || (has(t, 'Verb') && !has(t, 'Infinitive') && !has(t, 'Gerund') && !has(t, 'Participle'));

/** 'has lived', 'was built', "can't swim": a verb after a helping verb (adverbs aside) belongs to the same verb. */
function followsHelpingVerb(tokens: readonly Token[], at: number): boolean {
  let k = at - 1;
  while (k > 0 && (has(tokens[k], 'Adverb') || has(tokens[k], 'Negative'))) k--;
  return HELPING.test(tokens[k]!.lower) || has(tokens[k], 'Modal') || has(tokens[k], 'Auxiliary');
}

/**
 * 'The book he wrote became', 'The city it describes no longer exists': a finite verb later in the clause,
 * not after a subject pronoun of its own ('My mother she says she is'), is the noun's verb, so the pronoun
 * and its verb describe the noun. So does a preposition left at the end ('The software it works with, ...').
 */
function isRelativeClause(tokens: readonly Token[], verbAt: number): boolean {
  for (let j = verbAt; j < tokens.length && !CLAUSE_STARTS.test(tokens[j]!.lower); j++) {
    const t = tokens[j]!;
    if (j > verbAt && isFiniteVerb(t) && !SUBJECT_PRONOUNS.has(tokens[j - 1]!.lower) && !followsHelpingVerb(tokens, j)) return true;
    if (has(t, 'Preposition') || /^(to|with|for|of|about|on|in|at|from)$/.test(t.lower)) {
      if (j === tokens.length - 1 || /[,;:]/.test(t.post)) return true;
    }
    if (/[,;:]/.test(t.post)) return false;
  }
  return false;
}

export const doubleSubject: GrammarRule = {
  id: 'double-subject',
  family: 'double-subject',
  explanation: describeFamily('double-subject'),
  examples: [
    { text: 'My mother she works in a school.', better: 'My mother works in a school.' },
    { text: 'The students they are tired.', better: 'The students are tired.' },
    { text: 'Our car it is very old.', better: 'Our car is very old.' },
    { text: 'My sister she lives in Paris.', better: 'My sister lives in Paris.' },
    { text: 'Anna she is a nurse.', better: 'Anna is a nurse.' },
    { text: 'My mother she says she is tired.', better: 'My mother says she is tired.' },
    { text: 'My brother he lives in London and works in a bank.', better: 'My brother lives in London and works in a bank.' },
    { text: 'My sister she has never lived here.', better: 'My sister has never lived here.' },
    { text: 'Our house it was built in 1990.', better: 'Our house was built in 1990.' },
  ],
  counterExamples: [
    'My mother works in a school.',
    'Yesterday he called me.',
    'My friend, he is great.',
    'The book that he wrote is great.',
    'After lunch, he/she can leave early.',
    // A time said before the subject is no subject.
    'This time he succeeded.',
    'One day she decided to leave.',
    'This morning she called me.',
    'Last year they moved to Rome.',
    'Every day it rains here.',
    // A noun with its own relative clause and no 'that' ('the book he wrote'): the noun's verb comes later.
    'The book he wrote became a bestseller.',
    'The people she met were friendly.',
    'The job she wanted went to someone else.',
    'The dress she wore was beautiful.',
    'The city it describes no longer exists.',
    'The house it replaced was older.',
    'The students they taught at the school were brilliant.',
    // ... or a preposition left at the end of the clause.
    'The external software it does work with, such as OpenSSL, is optional.',
    // 'he' and 'she' stand for a person, 'it' for a thing.
    'The report she wrote in two days.',
    'The teacher it mentions in the title.',
    // 'The + comparative' pairs two clauses.
    'The more he studies, the better he gets.',
    // Ordinary sentences that look like the error and are right.
    'My sister lives near the park.',
    'The students are in the hall.',
    'When my father came home, he was tired.',
    'The house she bought needed a new roof.',
    'The exam he passed was the hardest one.',
    'The money she saved was not enough.',
    'The strange town she moved to.',
    'The old coat he kept from his student years.',
    'The more she practises the better she sings.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!REPEATED.has(t.lower) || i === 0 || /[,;:]/.test(tokens[i - 1]!.post)) return;
      const subject = subjectEndingAt(tokens, i);
      const verb = tokens[i + 1];
      if (subject?.person !== 'third' || tokens[subject.start]?.lower === 'that' || !verb || !(has(verb, 'Verb') || has(verb, 'Modal'))) return;
      if (tokens.slice(subject.start, i).some((x) => TIME_NOUNS.test(x.lower) || has(x, 'Date') || has(x, 'Duration'))) return;
      if ((t.lower === 'they') !== subject.isPlural && !['people', 'family'].includes(tokens[i - 1]!.lower)) return;
      // 'he' and 'she' repeat a person, 'it' a thing: 'The dress she wore', 'The teacher it mentions' are no repeats.
      if ((t.lower === 'he' || t.lower === 'she') !== isPerson(tokens[i - 1]!) && t.lower !== 'they') return;
      // 'The more he studies, the better he gets': 'the' + comparative pairs two clauses.
      const second = tokens[subject.start + 1];
      if (tokens[subject.start]!.lower === 'the' && (/^(more|less|fewer)$/.test(second?.lower ?? '') || has(second, 'Comparative'))) return;
      if (isRelativeClause(tokens, i + 1)) return;
      edits.push({ start: i, end: i + 1, to: '', ...because('double-subject.repeated', { subject: tokens.slice(subject.start, i).map((x) => x.text).join(' '), pronoun: t.lower }) });
    });
    return edits;
  },
};
