/** 'I have 25 years (old)' -> 'I am 25 (years old)', 'I am agree' -> 'I agree', 'I have hungry' -> 'I am hungry'. */
import { has, type Token } from '../../../grammar/tag-sentence';
import { beFor, isThirdSingular, matchCase, subjectEndingAt, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const BE = new Set(['am', 'is', 'are', "'m", "'s", "'re"]);
const FEELINGS = new Set(['hungry', 'thirsty', 'sleepy', 'cold', 'hot', 'afraid', 'scared']);
const AGREE = new Set(['agree', 'disagree']);
/** After 'I have 25 years' only these leave it an age: 'old', or the clause ends ('..., and', 'when'). */
const AFTER_AGE = /^(old|and|but|so|because|when|now|already)$/;

/**
 * 'I have four years left', 'four years to go', 'four years until I finish', '25 years of experience': words after
 * 'years' make it time someone has, not an age.
 */
function isAge(tokens: readonly Token[], yearsAt: number): boolean {
  const after = tokens[yearsAt + 1];
  if (!after || /[,.;:!?]/.test(tokens[yearsAt]!.post)) return true;
  // 'I have 20 years and I live in Madrid': a new clause after 'and'. 'I have 32 years and two children': 'have' goes on to
  // its next object, so 'I am 32 years old and two children' would be no sentence.
  if (after.lower === 'and') return has(tokens[yearsAt + 2], 'Pronoun') || has(tokens[yearsAt + 2], 'Verb');
  return AFTER_AGE.test(after.lower);
}

export const beOrHave: GrammarRule = {
  id: 'be-or-have',
  family: 'be-or-have',
  explanation: describeFamily('be-or-have'),
  examples: [
    { text: 'My brother has 30 years.', better: 'My brother is 30 years old.' },
    { text: 'I have 25 years old.', better: 'I am 25 years old.' },
    { text: 'I have 20 years and I live in Madrid.', better: 'I am 20 years old and I live in Madrid.' },
    { text: 'He had 18 years when he left home.', better: 'He was 18 years old when he left home.' },
    { text: 'They are agree with us.', better: 'They agree with us.' },
    // After a verb of thinking whose 'that' is left out, the pronoun opens the clause.
    { text: 'I think I am agree with you.', better: 'I think I agree with you.' },
    { text: "She's not agree.", better: "She doesn't agree." },
    { text: 'We have thirsty.', better: 'We are thirsty.' },
  ],
  counterExamples: [
    'I have 25 years of experience.',
    'I have 32 years and two children.', // 'have' goes on: not 'I am 32 years old and two children'
    'I am 25 years old.',
    'I agree with you.',
    'I have a cold.',
    // Time someone has left, not an age.
    'We have two more years.',
    'She has two years to go.',
    'They have three years until the election.',
    'I have 2 years more at school.',
    'He has 10 years working here.',
    // Ordinary sentences that look like the error and are right.
    'I am hungry after the long walk.',
    'She has a cold this week.',
    'We are twenty years old.',
    'We have three weeks left.',
    'She has five days left before the exam starts.',
  ],
  find({ tokens, text }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const subject = subjectEndingAt(tokens, i);
      if (!subject) return;
      const next = tokens[i + 1];
      // Age: 'I have 25 years' / 'I have 25 years old' / 'My son has 5 years'.
      if (['have', 'has', 'had'].includes(t.lower) && next && has(next, 'Value') && tokens[i + 2] && /^years?$/.test(tokens[i + 2]!.lower) && isAge(tokens, i + 2) && !/experience/.test(text)) {
        const be = beFor(subject, t.lower === 'had' ? 'past' : 'present');
        const hasOld = tokens[i + 3]?.lower === 'old';
        edits.push({ start: i, end: hasOld ? i + 4 : i + 3, to: `${matchCase(t.text, be)} ${next.text} years old`, ...because('be-or-have.age') });
        return;
      }
      if (['have', 'has'].includes(t.lower) && next && FEELINGS.has(next.lower) && !has(tokens[i + 2], 'Noun')) {
        edits.push({ start: i, end: i + 1, to: beFor(subject, 'present'), ...because('be-or-have.state', { word: next.lower }) });
      }
    });
    // 'I am agree' -> 'I agree'; 'I am not agree' -> 'I don't agree'; 'She is agree' -> 'She agrees'.
    tokens.forEach((t, i) => {
      const isContracted = /^(i'm|you're|we're|they're|he's|she's)$/.test(t.lower);
      if (!BE.has(t.lower) && !isContracted) return;
      const subject = isContracted ? subjectEndingAt([{ ...t, text: t.text.split("'")[0]!, lower: t.lower.split("'")[0]! }], 1) : subjectEndingAt(tokens, i);
      if (!subject) return;
      const isNot = tokens[i + 1]?.lower === 'not';
      const verb = tokens[i + (isNot ? 2 : 1)];
      if (!verb || !AGREE.has(verb.lower)) return;
      const subjectText = isContracted ? t.text.split("'")[0]! : '';
      const singular = isThirdSingular(subject);
      const agree = singular && !isNot ? `${verb.lower}s` : verb.lower;
      const not = isNot ? (singular ? "doesn't " : "don't ") : '';
      edits.push({ start: i, end: i + (isNot ? 3 : 2), to: `${subjectText ? `${subjectText} ` : ''}${not}${agree}`, ...because('be-or-have.agree') });
    });
    return edits;
  },
};
