/**
 * 'its very expensive' -> 'it's very expensive', 'its a good idea' -> 'it's a good idea': 'its' owns the noun
 * after it ('its roof'); before an adverb, an article or an adjective that ends the phrase, the learner means
 * 'it is'. An adjective followed by its noun ('its own car', 'its old roof', 'its long, fluffy tail') stays.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** Words that never follow the possessive 'its' but often follow 'it is'. */
const AFTER_IT_IS = new Set(['very', 'so', 'too', 'really', 'not', 'never', 'always', 'also', 'just', 'quite', 'rather', 'nothing', 'still', 'already', 'a', 'an', 'the', 'because', 'about', 'time', 'obvious', 'true', 'clear', 'important', 'necessary', 'possible', 'impossible', 'easy', 'hard', 'difficult', 'better', 'worth']);

/** An adjective that ends the phrase ('its hard to', 'its true.'): 'it is', not a possessive before a noun. */
const isLoneAdjective = (word: Token, next: Token | undefined) =>
  has(word, 'Adjective') && !has(word, 'Noun') && (!next || /[,.;:!?]/.test(word.post) || ['to', 'that', 'for', 'when', 'if', 'because'].includes(next.lower));

export const itsOrItIs: GrammarRule = {
  id: 'its-or-it-is',
  family: 'its-or-it-is',
  explanation: describeFamily('its-or-it-is'),
  examples: [
    { text: 'I like this town because its very quiet.', better: "I like this town because it's very quiet." },
    { text: 'Its a good idea to book early.', better: "It's a good idea to book early." },
    { text: 'Cooking at home is cheaper, but its hard to find the time.', better: "Cooking at home is cheaper, but it's hard to find the time." },
    { text: 'The bus is late again and its not the first time.', better: "The bus is late again and it's not the first time." },
  ],
  counterExamples: [
    'The company changed its name last year.',
    'The cat licked its paw.',
    'The town has its own beach.',
    'The house lost its old roof in the storm.',
    "It's very quiet here.",
    'The city is proud of its history.',
    'Each region has its time zone.',
    'The dog wagged its long, fluffy tail.',
    // Ordinary sentences that look like the error and are right.
    "It's raining again today.",
    'The dog wagged its tail.',
    'The school changed its timetable.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (t.lower !== 'its' || !next || /\S/.test(t.post)) return;
      const nextButOne = tokens[i + 2];
      // 'its long, fluffy tail', 'its true, friendly face': adjectives stacked before the noun.
      if (/,/.test(next.post) && has(nextButOne, 'Adjective')) return;
      const isItIs = isLoneAdjective(next, nextButOne) || (AFTER_IT_IS.has(next.lower) && !(['a', 'the', 'an'].includes(next.lower) && has(tokens[i - 1], 'Preposition')));
      if (!isItIs || next.lower === 'own') return;
      // 'its time' as in 'it is time we left', but 'its time zone' or 'in its time' keep the possessive.
      if (next.lower === 'time' && (has(nextButOne, 'Noun') || has(tokens[i - 1], 'Preposition') || has(tokens[i - 1], 'Verb'))) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, "it's"), ...because('its-or-it-is.it-is') });
    });
    return edits;
  },
};
