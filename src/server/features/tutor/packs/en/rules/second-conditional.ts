/**
 * 'If I would have more time, I would travel' -> 'If I had more time': in the 'if' part of a sentence about
 * something imagined, the past ('had', 'knew', 'were'); 'would' belongs to the other part. Only with verbs of a
 * state or a chance ('have', 'know', 'be', 'win'), where 'would' cannot mean 'were willing to' ('if he would
 * listen', 'if he would speak more slowly' are right English), and only where the other part says 'would', 'could' or 'might'.
 */
import { verbForms } from '../../../grammar/verb-forms';
import { subjectEndingAt, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { has } from '../../../grammar/tag-sentence';
import { because, describeFamily } from '../because';

/** States and chances: no one is 'willing to' know or own a thing, so 'would' after 'if' is the slip. */
const STATE_VERBS = new Set(['be', 'have', 'know', 'own', 'understand', 'win', 'need', 'believe', 'exist', 'belong', 'cost']);
/** Words before 'if' that make it 'whether' ('I wonder if she would know'): a question inside a sentence keeps 'would'. */
const WHETHER_AFTER = new Set(['wonder', 'wondered', 'asked', 'ask', 'know', 'knew', 'sure', 'see', 'tell', 'doubt', 'unsure', 'idea']);
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'us', 'them']);
const HYPOTHETICAL = new Set(['would', 'could', 'might', "i'd", "we'd", "you'd", "he'd", "she'd", "they'd", "it'd"]);

export const secondConditional: GrammarRule = {
  id: 'second-conditional',
  family: 'second-conditional',
  explanation: describeFamily('second-conditional'),
  examples: [
    { text: 'If I would have more money, I would buy a house.', better: 'If I had more money, I would buy a house.' },
    { text: 'If she would know the answer, she would tell us.', better: 'If she knew the answer, she would tell us.' },
    { text: 'We could travel more if we would own a car.', better: 'We could travel more if we owned a car.' },
    { text: 'If I would be rich, I would stop working.', better: 'If I were rich, I would stop working.' },
    { text: "If they would win the match, they'd go to the final.", better: "If they won the match, they'd go to the final." },
    { text: 'If I would have a car I could drive to work.', better: 'If I had a car I could drive to work.' },
    { text: 'I would tell you if I would know the answer.', better: 'I would tell you if I knew the answer.' },
  ],
  counterExamples: [
    'If I had more money, I would buy a house.',
    'If he would listen, he would learn faster.',
    'If you would like to come, you are welcome.',
    'I wonder if she would know the way.',
    'I asked if they would have time.',
    'If it would be easier for you, I could come tomorrow.',
    // Asked of someone: whether, not a condition.
    'My boss asked me if I would be available on Saturday, and I said I could.',
    // 'would' of someone willing, with a verb of doing: right English.
    'If he would speak more slowly, I could understand him.',
    'If I would have known, I would have come.',
    // Ordinary sentences that look like the error and are right.
    'If I were you, I would take the job.',
    'If we lived closer, we could visit more often.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      // 'asked if', 'asked me if': whether, not a condition.
      const before = OBJECT_PRONOUNS.has(tokens[i - 1]?.lower ?? '') ? tokens[i - 2] : tokens[i - 1];
      // ...unless the part before imagines ('I would tell you if I would know'): then it is the condition.
      const imaginesBefore = tokens.slice(0, i).some((o) => HYPOTHETICAL.has(o.lower));
      if (t.lower !== 'if' || (WHETHER_AFTER.has(before?.lower ?? '') && !imaginesBefore)) return;
      for (let end = i + 2; end <= i + 4; end++) {
        const subject = subjectEndingAt(tokens.slice(i + 1), end - i - 1);
        if (subject?.start !== 0) continue;
        if (tokens[end]?.lower !== 'would') return;
        // 'If you would like', 'if you would follow me': a polite request, not a condition.
        if (subject.person === 'second') return;
        const verb = tokens[end + 1];
        const forms = verb ? verbForms(verb.lower) : null;
        if (!verb || !forms || forms.infinitive !== verb.lower || !STATE_VERBS.has(verb.lower)) return;
        // 'if it would be easier for you, I could come': 'it' and 'that' make an offer's result, not a condition.
        if (['it', 'that', 'this'].includes(tokens[i + 1]!.lower)) return;
        // 'would have known' is the third conditional's.
        const afterHave = tokens[end + 2];
        if (verb.lower === 'have' && afterHave && has(afterHave, 'Verb') && verbForms(afterHave.lower)?.participle === afterHave.lower) return;
        // The other part imagines too: a 'would', 'could' or 'might' of its own.
        if (!tokens.some((o, k) => k !== end && HYPOTHETICAL.has(o.lower))) return;
        const past = forms.infinitive === 'be' ? 'were' : forms.past;
        edits.push({ start: end, end: end + 2, to: past, ...because('second-conditional.past') });
        return;
      }
    });
    return edits;
  },
};
