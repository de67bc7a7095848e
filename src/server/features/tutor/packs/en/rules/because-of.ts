/**
 * 'They left because the rain.' -> 'because of the rain': before a noun alone we say 'because of'; 'because'
 * needs a clause with its verb. Only where nothing after 'because' can be a verb and the words end on a
 * noun: 'because the weather bad' is missing a verb instead, and is left alone.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';

const startsNounPhrase = (t: Token | undefined) =>
  !!t && !has(t, 'Pronoun') && (has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Adjective') || has(t, 'Noun'));

export const becauseOf: GrammarRule = {
  family: 'because-of',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'because' || /\S/.test(t.post) || !startsNounPhrase(tokens[i + 1])) return;
      // 'Because my job, I moved': a sentence that opens with it ends the reason at the comma.
      const end = tokens.findIndex((x, k) => k > i && (i === 0 ? /[,;]/ : /;/).test(x.post));
      const rest = tokens.slice(i + 1, end === -1 ? tokens.length : end + 1);
      const last = rest[rest.length - 1]!;
      const couldBeVerb = (x: Token) => has(x, 'Verb') || has(x, 'Modal') || has(x, 'Copula') || has(x, 'QuestionWord') || ['that', 'who', 'which', 'if', 'when'].includes(x.lower);
      if (rest.some(couldBeVerb) || !has(last, 'Noun') || has(last, 'Pronoun')) return;
      edits.push({ start: i, end: i + 1, to: `${t.text} of`, why: `Before a noun we say 'because of'; 'because' needs a verb after it.` });
    });
    return edits;
  },
};
