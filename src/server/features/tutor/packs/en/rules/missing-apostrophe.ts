/**
 * 'todays world' -> 'today's world', 'the childrens toys' -> 'the children's toys', 'we cant stay' -> 'we
 * can't stay': an apostrophe a learner leaves out of a possessive or a negative. Only forms that are no
 * English word without it ('todays', 'childrens'), or whose other sense cannot stand before a verb ('cant',
 * 'wont' after a subject, before a verb). Spelling checkers guess 'children' or 'want' here.
 */
import { findLemma } from '../../../wordnet/find-lemma';
import { has } from '../../../grammar/tag-sentence';
import { matchCase, SUBJECT_PRONOUNS, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const POSSESSIVES_WITHOUT_APOSTROPHE: Record<string, string> = {
  todays: "today's", childrens: "children's", mens: "men's", womens: "women's", someones: "someone's", everyones: "everyone's",
  anyones: "anyone's", nobodys: "nobody's", somebodys: "somebody's", everybodys: "everybody's",
};
const NEGATIVES_WITHOUT_APOSTROPHE: Record<string, string> = { cant: "can't", wont: "won't" };

export const missingApostrophe: GrammarRule = {
  id: 'missing-apostrophe',
  family: 'missing-apostrophe',
  explanation: describeFamily('missing-apostrophe'),
  examples: [
    { text: 'In todays society everyone has a phone.', better: "In today's society everyone has a phone." },
    { text: 'The childrens books are upstairs.', better: "The children's books are upstairs." },
    { text: 'It was nobodys fault.', better: "It was nobody's fault." },
    { text: 'My sister cant swim.', better: "My sister can't swim." },
    { text: 'They wont listen to me.', better: "They won't listen to me." },
  ],
  counterExamples: [
    'As is his wont, he left early.', // 'wont', a habit
    'The speech was full of political cant.',
    "Today's news is good.",
    'Todays are never the same.',
    // Ordinary sentences that look like the error and are right.
    "I don't know her name.",
    "My brother's car is red.",
    "They can't come tonight.",
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const possessive = POSSESSIVES_WITHOUT_APOSTROPHE[t.lower];
      // 'in todays world': the owner comes before a noun (which the tagger, misled by 'todays', may call a verb).
      const next = tokens[i + 1];
      const isBeforeNoun = !!next && !has(next, 'Pronoun') && !has(next, 'Copula') && !has(next, 'Modal') && (has(next, 'Noun') || !!findLemma(next.lower, 'noun'));
      if (possessive && /^[a-z]+$/i.test(t.text) && t.post === ' ' && isBeforeNoun) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, possessive), ...because('missing-apostrophe.possessive', { possessive }) });
        return;
      }
      const negative = NEGATIVES_WITHOUT_APOSTROPHE[t.lower];
      const previous = tokens[i - 1];
      const isAfterSubject = !!previous && (SUBJECT_PRONOUNS.has(previous.lower) || (has(previous, 'Noun') && !has(previous, 'Possessive')));
      if (negative && isAfterSubject && has(next, 'Verb') && /^[a-z]+$/.test(next?.text ?? '')) {
        edits.push({ start: i, end: i + 1, to: negative, ...because('missing-apostrophe.negative', { negative, full: negative === "can't" ? 'cannot' : 'will not' }) });
      }
    });
    return edits;
  },
};
