/**
 * 'If I would have known, I would have come' -> 'If I had known': in the 'if' part of a sentence about a past that did
 * not happen, the past perfect ('had known'), not 'would have'; 'would have' belongs to the other part.
 */
import { has } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { subjectEndingAt, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const DETERMINERS = new Set(['a', 'an', 'the', 'some', 'more', 'any', 'no', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that']);

export const thirdConditional: GrammarRule = {
  id: 'third-conditional',
  family: 'third-conditional',
  explanation: describeFamily('third-conditional'),
  examples: [
    { text: 'If I would have known, I would have come.', better: 'If I had known, I would have come.' },
    { text: 'If she would have studied, she would have passed.', better: 'If she had studied, she would have passed.' },
    { text: 'If I would have done it, I would have told you.', better: 'If I had done it, I would have told you.' },
    { text: "I would have helped if you would have asked me.", better: 'I would have helped if you had asked me.' },
  ],
  counterExamples: [
    'If I had known, I would have come.',
    'I would have come if I had known.',
    'I wonder if she would have liked it.',
    'I asked if they would have time.',
    // Not a participle after 'would have': the second conditional's ('If I would have a car' -> 'If I had a car').
    'If I would have a car, I could drive to work.',
    // Ordinary sentences that look like the error and are right.
    'If you would like to join us, you are welcome.',
    'She would have called if she had had time.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'if') return;
      // 'I wonder if she would have liked it': a question inside a sentence keeps 'would have'.
      if (['wonder', 'wondered', 'asked', 'ask', 'know', 'knew', 'sure', 'see', 'tell', 'doubt'].includes(tokens[i - 1]?.lower ?? '')) return;
      for (let end = i + 2; end <= i + 4; end++) {
        const subject = subjectEndingAt(tokens.slice(i + 1), end - i - 1);
        if (!subject || subject.start !== 0) continue;
        if (!(tokens[end]?.lower === 'would' && tokens[end + 1]?.lower === 'have')) continue;
        const participle = tokens[end + 2];
        const forms = participle ? verbForms(participle.lower) : null;
        // A real participle ('done', 'known': not the verb's base form), or one the tagger reads as a verb: 'If I would have
        // a car' is the second conditional's (the verb tables give any word forms, 'a' and 'car' included).
        const isParticiple = !!forms && forms.participle === participle?.lower && (forms.participle !== forms.infinitive || has(participle, 'Verb'));
        if (!participle || !isParticiple || DETERMINERS.has(participle.lower)) return;
        edits.push({ start: end, end: end + 2, to: 'had', ...because('third-conditional.had') });
        return;
      }
    });
    return edits;
  },
};
