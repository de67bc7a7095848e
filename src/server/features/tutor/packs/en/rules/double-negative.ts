/**
 * One negative to a clause in standard English: 'I don't understand nothing' -> 'anything', 'She didn't see nobody'
 * -> 'anybody', 'We never go nowhere' -> 'anywhere'. Many learners' languages (Spanish, Portuguese, Italian, French,
 * Russian) say it with two. The second negative word becomes its 'any' form when a 'not' or 'never' came before it in the
 * same clause; a clause of its own ('I think that nobody came', 'I don't know, nothing works') is left alone.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const ANY_FORM: Record<string, string> = { nothing: 'anything', nobody: 'anybody', 'no one': 'anyone', nowhere: 'anywhere', none: 'any' };
/** A negated verb: 'don't', 'didnt', 'can't', 'never', 'not'. */
const NEGATIVE = /^(?:(?:do|does|did|is|are|was|were|have|has|had|could|would|should|must|ca|wo|need)n'?t|not|never|cannot)$/;
/** Words that start another clause, whose negative is its own. */
const CLAUSE_START = new Set(['that', 'because', 'but', 'and', 'or', 'so', 'who', 'which', 'when', 'if', 'while', 'although', 'since', 'where', 'until']);

export const doubleNegative: GrammarRule = {
  id: 'double-negative',
  family: 'double-negative',
  explanation: describeFamily('double-negative'),
  examples: [
    { text: "I don't understand nothing.", better: "I don't understand anything." },
    { text: "She didn't say nothing to me.", better: "She didn't say anything to me." },
    { text: 'We never go nowhere at the weekend.', better: 'We never go anywhere at the weekend.' },
    { text: "I can't find nobody to help me.", better: "I can't find anybody to help me." },
    { text: 'He didnt eat nothing all day.', better: 'He didnt eat anything all day.' },
  ],
  counterExamples: [
    "I don't understand anything.",
    'Nothing happened yesterday.',
    'I have nothing to do today.',
    "I think that nobody came, but I'm not sure.",
    "I don't know, nothing works on this computer.",
    "She didn't come because nobody told her.",
    'Nobody called me this morning.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    let negatedAt = -1;
    tokens.forEach((t, i) => {
      // A comma, a full stop or a word that opens a clause ends what the negative covers.
      if (CLAUSE_START.has(t.lower)) negatedAt = -1;
      const twoWords = t.lower === 'no' && tokens[i + 1]?.lower === 'one' ? 'no one' : null;
      const negative = twoWords ?? t.lower;
      if (negatedAt !== -1 && ANY_FORM[negative] && negative !== 'none') {
        edits.push({ start: i, end: twoWords ? i + 2 : i + 1, to: ANY_FORM[negative]!, ...because('double-negative.any', { word: negative, any: ANY_FORM[negative]! }) });
      }
      if (NEGATIVE.test(t.lower)) negatedAt = i;
      if (/[,;:.!?]/.test(t.post)) negatedAt = -1;
    });
    return edits;
  },
};
