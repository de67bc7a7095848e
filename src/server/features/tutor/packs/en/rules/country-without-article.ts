/**
 * Most countries, continents and cities take no article: 'I live in the Spain' -> 'in Spain', 'We went to the Italy' ->
 * 'to Italy' (words/countries-without-article.json; 'the UK', 'the USA', 'the Netherlands' keep theirs, and are given it
 * where it was left out: 'from USA' -> 'from the USA'). Only where the name ends its phrase: 'the Spain of my childhood'
 * and 'the France team' are a particular Spain and a team; 'a USA visa' describes the visa.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import countries from '../words/countries-without-article.json';

const WITHOUT_ARTICLE = new Set<string>(countries.names);
/** 'USA', 'United Kingdom', 'Netherlands': the names that take 'the', longest first, as words. */
const WITH_THE = [...countries.withThe].sort((a, b) => b.split(' ').length - a.split(' ').length).map((name) => name.split(' '));
/** Words after which a name stands alone as a place: 'from USA', 'in UK', 'to Netherlands', 'about USA'. */
const BEFORE_A_PLACE = new Set(['in', 'from', 'to', 'about', 'of', 'across', 'around', 'into', 'visit', 'visited', 'visiting', 'left', 'leave', 'love', 'loved', 'like', 'liked']);

/** 'I have a client from USA' -> 'from the USA': a name that takes 'the', after a preposition or a verb, ending its phrase. */
function theBeforeName(tokens: Parameters<GrammarRule['find']>[0]['tokens']): Edit[] {
  const edits: Edit[] = [];
  tokens.forEach((t, i) => {
    if (!BEFORE_A_PLACE.has(t.lower)) return;
    const words = WITH_THE.find((name) => name.every((word, k) => tokens[i + 1 + k]?.text === word || (word.length > 3 && tokens[i + 1 + k]?.text.toLowerCase() === word.toLowerCase() && /^\p{Lu}/u.test(tokens[i + 1 + k]!.text))));
    if (!words) return;
    const last = tokens[i + words.length];
    const next = tokens[i + words.length + 1];
    // 'a USA visa', 'UK companies': a name before a noun describes it, and takes no 'the' of its own.
    if (next && !/[,;:.!?]/.test(last!.post) && !AFTER_NAME.has(next.lower)) return;
    edits.push({ start: i + 1, end: i + 1, to: 'the', ...because('country-without-article.the', { name: words.join(' ') }) });
  });
  return edits;
}
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
    // The names that take 'the', said without it.
    { text: 'I have a client from USA.', better: 'I have a client from the USA.' },
    { text: 'My sister lives in Netherlands and works in UK.', better: 'My sister lives in the Netherlands and works in the UK.' },
    { text: 'Last year we went to United States for a month.', better: 'Last year we went to the United States for a month.' },
  ],
  counterExamples: [
    'I live in the UK.',
    'We visited the Netherlands last year.',
    'The USA is very big.',
    'The Spain of my childhood was different.',
    'The France team won the match.',
    'I live in Spain.',
    'She studies the history of China.',
    'I applied for a USA visa.',
    'I read USA Today on the train.',
    'We work with UK companies from Madrid.',
    'I wrote to US Airways about my bag.',
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
    return [...edits, ...theBeforeName(tokens)];
  },
};
