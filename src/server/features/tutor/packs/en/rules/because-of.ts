/**
 * 'They left because the rain.' -> 'because of the rain': before a noun alone we say 'because of'; 'because'
 * needs a clause with its verb. Only where nothing after 'because' can be a verb and the words end on a
 * noun: 'because the weather bad' is missing a verb instead, and is left alone.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** Words that say where, with a place after them ('because near the station'): what is missing there is 'it is', not 'of'. */
const PLACE_WORDS = new Set(['near', 'nearby', 'opposite', 'outside', 'inside', 'behind', 'above', 'below']);
/** And those that say where only with the word after them ('close to', 'next to', 'far from'): 'next week's exam' is a noun. */
const PLACE_BEFORE: Readonly<Record<string, string>> = { close: 'to', next: 'to', far: 'from' };

const startsNounPhrase = (t: Token | undefined) =>
  !!t && !has(t, 'Pronoun') && !PLACE_WORDS.has(t.lower) && (has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Adjective') || has(t, 'Noun'));

/** A negative written without its apostrophe ('didnt', 'cant', 'wasnt'): a verb all the same. */
const CONTRACTION_UNMARKED = /^(?:do|does|did|is|was|are|were|have|has|had|could|would|should|must|ca|wo|need)nt$/;

export const becauseOf: GrammarRule = {
  id: 'because-of',
  family: 'because-of',
  explanation: describeFamily('because-of'),
  examples: [
    { text: 'We stayed at home because the storm.', better: 'We stayed at home because of the storm.' },
    { text: 'The match was cancelled because heavy snow.', better: 'The match was cancelled because of heavy snow.' },
    { text: 'Because my new job, I moved to Leeds.', better: 'Because of my new job, I moved to Leeds.' },
    { text: 'Many birds died because the heat and lack of water.', better: 'Many birds died because of the heat and lack of water.' },
    { text: "I am nervous because next week's exam.", better: "I am nervous because of next week's exam." },
  ],
  counterExamples: [
    'We stayed at home because the weather was bad.',
    'We stayed at home because the weather bad.', // a verb is missing, not 'of'
    'I like her because she is kind.',
    'I went because my friends asked me.',
    'We left early because of the traffic.',
    'Because the shop that sells bread closed, we ate rice.',
    // Ordinary sentences that look like the error and are right.
    'We stayed home because of the storm.',
    'I was late because the train stopped.',
    'She smiled because she was happy.',
    // A negative without its apostrophe is still the clause's verb.
    'We missed the bus because my brother didnt wake up.',
    'I stayed in because the heating wasnt working.',
    // A place after 'near' or 'close to': the subject and verb are missing ('because it is near'), not 'of'.
    'My flat is convenient because near the bus stop.',
    'We chose this hotel because close to the beach.',
    'I like this flat because next to the park.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'because' || /\S/.test(t.post) || !startsNounPhrase(tokens[i + 1])) return;
      if (PLACE_BEFORE[tokens[i + 1]!.lower] === tokens[i + 2]?.lower) return;
      // 'Because my job, I moved': a sentence that opens with it ends the reason at the comma.
      const end = tokens.findIndex((x, k) => k > i && (i === 0 ? /[,;]/ : /;/).test(x.post));
      const rest = tokens.slice(i + 1, end === -1 ? tokens.length : end + 1);
      const last = rest[rest.length - 1]!;
      const couldBeVerb = (x: Token) => has(x, 'Verb') || has(x, 'Modal') || has(x, 'Copula') || has(x, 'QuestionWord') || ['that', 'who', 'which', 'if', 'when'].includes(x.lower) || CONTRACTION_UNMARKED.test(x.lower);
      if (rest.some(couldBeVerb) || !has(last, 'Noun') || has(last, 'Pronoun')) return;
      edits.push({ start: i, end: i + 1, to: `${t.text} of`, ...because('because-of') });
    });
    return edits;
  },
};
