/**
 * Meals in general take no article: 'we eat the dinner very late' -> 'we eat dinner', 'I have the breakfast at seven'
 * -> 'I have breakfast'. A meal told of in particular keeps it ('the dinner she made', 'the lunch was great'), so
 * only after a verb of eating, and where the clause ends or a word of when, where or how comes next.
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const MEALS = new Set(['breakfast', 'lunch', 'dinner', 'supper', 'brunch']);
const EATING = /^(?:eat|eats|ate|eating|have|has|had|having|cook|cooks|cooked|cooking|make|makes|made|making|skip|skips|skipped|prepare|prepares|prepared|take|takes|took)$/;
/** After the meal: when, where, how or with whom it is had ('at seven', 'together', 'very late'), or the end. */
const AFTER_MEAL = new Set(['at', 'in', 'on', 'with', 'together', 'very', 'late', 'early', 'every', 'around', 'about', 'before', 'after', 'and', 'at', 'usually', 'quickly', 'alone', 'outside', 'today', 'tonight', 'tomorrow', 'yesterday']);

export const mealsWithoutArticle: GrammarRule = {
  id: 'meals-without-article',
  family: 'meals-without-article',
  explanation: describeFamily('meals-without-article'),
  examples: [
    { text: 'In my country we eat the dinner very late.', better: 'In my country we eat dinner very late.' },
    { text: 'I have the breakfast at seven.', better: 'I have breakfast at seven.' },
    { text: 'My father cooks the lunch on Sundays.', better: 'My father cooks lunch on Sundays.' },
    { text: 'Sometimes I skip the breakfast.', better: 'Sometimes I skip breakfast.' },
  ],
  counterExamples: [
    'We ate the dinner she made.',
    'The lunch was delicious.',
    'I had a big breakfast.',
    'Thank you for the dinner last night, it was lovely.',
    'We had the dinner of our lives.',
    // Ordinary sentences that look like the error and are right.
    'We eat dinner at nine.',
    'I cooked the lunch that you like.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const meal = tokens[i + 1];
      if (t.lower !== 'the' || !meal || !MEALS.has(meal.lower) || !EATING.test(tokens[i - 1]?.lower ?? '')) return;
      const next = tokens[i + 2];
      if (next && !/[,;:.!?]/.test(meal.post) && !AFTER_MEAL.has(next.lower)) return;
      // 'the dinner last night': a meal in particular, the one of that time.
      if (next && ['yesterday'].includes(next.lower)) return;
      edits.push({ start: i, end: i + 1, to: '', ...because('meals-without-article.meal', { meal: meal.lower }) });
    });
    return edits;
  },
};
