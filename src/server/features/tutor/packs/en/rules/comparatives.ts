/** 'more taller' -> 'taller', 'the most biggest' -> 'the biggest', 'more big' -> 'bigger', 'more good' -> 'better'. */
import { has } from '../../../grammar/tag-sentence';
import { comparativeOf } from '../../../grammar/verb-forms';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';


export const comparatives: GrammarRule = {
  id: 'comparatives',
  family: 'comparatives',
  explanation: describeFamily('comparatives'),
  examples: [
    { text: 'My sister is more older than me.', better: 'My sister is older than me.' },
    { text: 'This is the most best day of my life.', better: 'This is the best day of my life.' },
    { text: 'The bus is more cheap than the train.', better: 'The bus is cheaper than the train.' },
    { text: 'It is the most big park in the city.', better: 'It is the biggest park in the city.' },
  ],
  counterExamples: [
    'This film is more interesting than the book.',
    'She is the most famous singer in Spain.',
    'I want more time.',
    'He is taller than me.',
    // Ordinary sentences that look like the error and are right.
    'My flat is bigger than yours.',
    'This book is more interesting than the film.',
    'She is the tallest girl in the class.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (!next || !['more', 'most'].includes(t.lower)) return;
      const isComparative = has(next, 'Comparative') || (/er$/.test(next.lower) && tokens[i + 2]?.lower === 'than' && has(next, 'Adjective'));
      if ((t.lower === 'more' && (isComparative || ['better', 'worse'].includes(next.lower))) || (t.lower === 'most' && (has(next, 'Superlative') || ['best', 'worst'].includes(next.lower)))) {
        edits.push({ start: i, end: i + 1, to: '', ...because('comparatives.double', { word: next.text, more: t.lower }) });
        return;
      }
      const isCompared = t.lower === 'more' ? tokens[i + 2]?.lower === 'than' : tokens[i - 1]?.lower === 'the';
      if (!has(next, 'Adjective') || !isCompared) return;
      const forms = comparativeOf(next.lower);
      if (forms && forms.comparative !== `more ${next.lower}`) edits.push({ start: i, end: i + 2, to: t.lower === 'more' ? forms.comparative : forms.superlative, ...because('comparatives.short') });
    });
    return edits;
  },
};
