/**
 * 'The number of students are growing' -> 'is growing': 'the number of' is one number, so its verb is singular, whatever
 * is counted. 'A number of students are' means 'several', which is plural and right. Read only where the verb comes
 * straight after the counted words ('The number of cars on the road have...'), not after a clause of its own ('who ...').
 */
import { has } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const TO_SINGULAR: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has', do: 'does', "aren't": "isn't", "weren't": "wasn't", "haven't": "hasn't", "don't": "doesn't" };
/** Words that start a clause of their own inside the subject: its verb is not the subject's. */
const CLAUSE_WORDS = new Set(['who', 'that', 'which', 'whose', 'where', 'when', 'because', 'and', 'or', 'but', 'if']);

export const theNumberOf: GrammarRule = {
  id: 'the-number-of',
  family: 'the-number-of',
  explanation: describeFamily('the-number-of'),
  examples: [
    { text: 'The number of customers have grown a lot this year.', better: 'The number of customers has grown a lot this year.' },
    { text: 'The number of students are increasing every year.', better: 'The number of students is increasing every year.' },
    { text: 'In my city the number of cars on the roads were very high.', better: 'In my city the number of cars on the roads was very high.' },
    { text: "The number of tourists don't change much in winter.", better: "The number of tourists doesn't change much in winter." },
  ],
  counterExamples: [
    'A number of customers have complained.',
    'The number of customers has grown a lot this year.',
    'The number of people who are unemployed is falling.',
    'The number of students is increasing every year.',
    'I know the number of people are there.',
    'The numbers of visitors are on the chart.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'number' || tokens[i - 1]?.lower !== 'the' || tokens[i + 1]?.lower !== 'of') return;
      // The subject opens its clause: the sentence, or after a comma or a time or place said first ('In my city the number').
      const before = tokens[i - 2];
      if (before && !/[,;:]\s*$/.test(before.post) && !has(before, 'Noun') && !has(before, 'ProperNoun')) return;
      for (let k = i + 2; k < Math.min(tokens.length, i + 10); k++) {
        const word = tokens[k]!;
        if (CLAUSE_WORDS.has(word.lower) || /[,;:.!?]/.test(tokens[k - 1]!.post)) return;
        const singular = TO_SINGULAR[word.lower];
        if (singular) {
          // The change spans 'the number of ... has', so that what is shown says why ('customers has' alone looks wrong).
          const subject = tokens.slice(i - 1, k).map((x) => x.text + x.post).join('');
          edits.push({ start: i - 1, end: k + 1, to: subject + matchCase(word.text, singular), ...because('the-number-of.singular', { wrong: word.lower, right: singular }) });
          return;
        }
        if (has(word, 'Verb') && !has(word, 'Noun')) return;
      }
    });
    return edits;
  },
};
