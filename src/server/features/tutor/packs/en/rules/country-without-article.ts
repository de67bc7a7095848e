/**
 * Most countries, continents and cities take no article: 'I live in the Spain' -> 'in Spain', 'We went to the Italy' ->
 * 'to Italy' (words/countries-without-article.json; 'the UK', 'the USA', 'the Netherlands' keep theirs). Only where the
 * name ends its phrase: 'the Spain of my childhood' and 'the France team' are a particular Spain and a team.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import countries from '../words/countries-without-article.json';

const WITHOUT_ARTICLE = new Set<string>(countries.names);
/** What may follow the name when it ends its phrase: the end, a verb of being, a conjunction, a preposition of time. */
const AFTER_NAME = new Set(['and', 'but', 'or', 'is', 'was', 'are', 'were', 'has', 'had', 'last', 'next', 'this', 'every', 'for', 'with', 'because', 'since', 'so', 'to', 'from', 'in', 'on', 'at', 'yesterday', 'tomorrow', 'now', 'again', 'too', 'when', 'before', 'after']);

export const countryWithoutArticle: GrammarRule = {
  id: 'country-without-article',
  family: 'country-without-article',
  explanation: describeFamily('country-without-article'),
  examples: [
    { text: 'I live in the Spain.', better: 'I live in Spain.' },
    { text: 'We travelled to the Italy last summer.', better: 'We travelled to Italy last summer.' },
    { text: 'My brother works in the Germany and my sister in the France.', better: 'My brother works in Germany and my sister in France.' },
    { text: 'I want to visit the Japan because I love the food.', better: 'I want to visit Japan because I love the food.' },
  ],
  counterExamples: [
    'I live in the UK.',
    'We visited the Netherlands last year.',
    'The USA is very big.',
    'The Spain of my childhood was different.',
    'The France team won the match.',
    'I live in Spain.',
    'She studies the history of China.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const name = tokens[i + 1];
      if (t.lower !== 'the' || !name || !WITHOUT_ARTICLE.has(name.lower) || !/^\p{Lu}/u.test(name.text)) return;
      const next = tokens[i + 2];
      if (next && !/[,;:.!?]/.test(name.post) && !AFTER_NAME.has(next.lower)) return;
      // 'The Japan' opening a sentence: the name takes the capital it has already.
      edits.push({ start: i, end: i + 1, to: '', ...because('country-without-article.name', { name: name.text }) });
    });
    return edits;
  },
};
