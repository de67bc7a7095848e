/**
 * 'Very much' after what is liked, not between the verb and it: 'I like very much football' -> 'I like football very much',
 * as Spanish, Italian and French put it ('me gusta mucho el fútbol'). Only a short object that ends the clause; a clause
 * ('I liked very much that you came') or an infinitive ('I like very much to read') is left, and so is 'very much' before
 * a comma or at the end ('I like it very much').
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const LIKING = /^(?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|miss|misses|missed|appreciate|appreciated|prefer|prefers|preferred)$/;
/** What starts no thing liked: a clause or an infinitive. */
const NOT_AN_OBJECT = new Set(['that', 'to', 'how', 'what', 'when', 'if', 'because', 'and', 'but', 'so']);
/** Words that end the thing liked and start more of the sentence. */
const CLAUSE_WORDS = new Set(['and', 'but', 'because', 'so', 'when', 'if', 'although', 'since', 'that', 'which', 'who']);
const MOST_OBJECT_WORDS = 5;

export const veryMuchPosition: GrammarRule = {
  id: 'very-much-position',
  family: 'very-much-position',
  explanation: describeFamily('very-much-position'),
  examples: [
    { text: 'I like very much football.', better: 'I like football very much.' },
    { text: "I don't like very much the spicy food.", better: "I don't like the spicy food very much." },
    { text: 'We enjoyed very much the trip to the mountains.', better: 'We enjoyed the trip to the mountains very much.' },
    { text: 'I miss very much my family, but I am happy here.', better: 'I miss my family very much, but I am happy here.' },
  ],
  counterExamples: [
    'I like football very much.',
    'I like it very much.',
    'I liked very much that you came.',
    'I would like very much to visit you.',
    'Thank you very much for the food.',
    'I love you very much.',
    // Ordinary sentences that look like the error and are right.
    'She enjoyed it very much, and so did I.',
    'We like very much.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!LIKING.test(t.lower) || tokens[i + 1]?.lower !== 'very' || tokens[i + 2]?.lower !== 'much') return;
      if (/\S/.test(t.post) || /\S/.test(tokens[i + 1]!.post) || /\S/.test(tokens[i + 2]!.post)) return;
      const first = tokens[i + 3];
      if (!first || NOT_AN_OBJECT.has(first.lower)) return;
      // The thing liked runs to the clause's end: a comma or a stop, or a word that starts more of the sentence.
      let end = i + 3;
      while (end - (i + 3) < MOST_OBJECT_WORDS && !/[,;:.!?]/.test(tokens[end]!.post) && tokens[end + 1] && !CLAUSE_WORDS.has(tokens[end + 1]!.lower)) end++;
      if (end - (i + 3) >= MOST_OBJECT_WORDS) return;
      const thing = tokens.slice(i + 3, end + 1).map((w, k, all) => (k < all.length - 1 ? `${w.text}${w.post}` : w.text)).join('');
      edits.push({ start: i + 1, end: end + 1, to: `${thing} very much`, ...because('very-much-position.after') });
    });
    return edits;
  },
};
