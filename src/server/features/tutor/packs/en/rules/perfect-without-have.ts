/**
 * The present perfect needs 'have' or 'has': 'I never been to England' -> 'I have never been', 'She already gone home'
 * -> 'She has already gone'. Only participles that are no past form ('been', 'gone', 'done', 'seen', 'eaten'...), so
 * 'I never went' or 'I already finished' (pasts) are left; only after a subject pronoun, with 'never', 'already',
 * 'just' or 'ever' or nothing between.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const PARTICIPLES_ONLY = new Set(['been', 'gone', 'done', 'seen', 'eaten', 'written', 'taken', 'given', 'spoken', 'broken', 'known', 'driven', 'flown', 'forgotten', 'chosen', 'fallen', 'grown', 'ridden', 'stolen', 'swum', 'begun', 'drunk', 'sung', 'shown', 'woken', 'worn', 'thrown']);
const HAVE_FOR: Record<string, string> = { i: 'have', you: 'have', we: 'have', they: 'have', he: 'has', she: 'has', it: 'has' };
const BETWEEN = new Set(['never', 'already', 'just', 'ever', 'always', 'recently', 'also', 'not']);

export const perfectWithoutHave: GrammarRule = {
  id: 'perfect-without-have',
  family: 'perfect-without-have',
  explanation: describeFamily('perfect-without-have'),
  examples: [
    { text: 'I never been in England before.', better: 'I have never been in England before.' },
    { text: 'She already gone home.', better: 'She has already gone home.' },
    { text: 'We just eaten, thank you.', better: 'We have just eaten, thank you.' },
    { text: 'They never seen snow.', better: 'They have never seen snow.' },
  ],
  counterExamples: [
    'We have never been to Wales.',
    'I never went to England.',
    'She already finished her homework.',
    "I've just eaten.",
    'Having been there, I know it well.',
    'The cake, eaten too fast, made me sick.',
    // Ordinary sentences that look like the error and are right.
    'He has already gone to bed.',
    'Have you ever been to Rome?',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const have = HAVE_FOR[t.lower];
      if (!have || /\S/.test(t.post)) return;
      // The subject starts the clause: the sentence, or after a comma or a linking word ('and I never been').
      const before = tokens[i - 1];
      if (before && !/[,;:]/.test(before.post) && !['and', 'but', 'because', 'so', 'that', 'if', 'when'].includes(before.lower)) return;
      let at = i + 1;
      while (BETWEEN.has(tokens[at]?.lower ?? '')) at++;
      if (!PARTICIPLES_ONLY.has(tokens[at]?.lower ?? '') || tokens.slice(i + 1, at).some((x) => /\S/.test(x.post))) return;
      edits.push({ start: i + 1, end: i + 1, to: matchCase(tokens[i + 1]!.text, have).toLowerCase(), ...because('perfect-without-have.have', { have }) });
    });
    return edits;
  },
};
