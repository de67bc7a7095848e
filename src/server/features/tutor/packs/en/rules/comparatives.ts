/** 'more taller' -> 'taller', 'the most biggest' -> 'the biggest', 'more big' -> 'bigger', 'more good' -> 'better'. */
import { has, type Token } from '../../../grammar/tag-sentence';
import { comparativeOf } from '../../../grammar/verb-forms';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import shortAdjectivesWithMore from '../words/short-adjectives-with-more.json';


const TAKES_MORE = new Set<string>(shortAdjectivesWithMore);
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', "it's", 'becomes', 'became', 'get', 'gets', 'got', 'seems', 'looks', 'feel', 'feels']);

/**
 * 'more' comparing the adjective after it: 'than' straight after ('more cheap than'), a second 'more ...' before the
 * 'than' ('more cheap and more good for the environment than cars'), or said of a subject and ending the sentence ('the
 * air will be more clean.'). Not a quantity ('more cheap flights').
 */
function isComparedWithMore(tokens: readonly Token[], at: number): boolean {
  const adjective = tokens[at + 1]!;
  const after = tokens[at + 2];
  if (after?.lower === 'than') return true;
  if (['and', 'or'].includes(after?.lower ?? '') && tokens[at + 3]?.lower === 'more') return tokens.slice(at + 4, at + 12).some((x) => x.lower === 'than');
  // The second of the pair: 'more cheap and more good for the environment than cars'.
  if (['and', 'or'].includes(tokens[at - 1]?.lower ?? '') && tokens[at - 3]?.lower === 'more') return tokens.slice(at + 2, at + 10).some((x) => x.lower === 'than');
  return !after && /[.!]/.test(adjective.post) && COPULAS.has(tokens[at - 1]?.lower ?? '');
}

export const comparatives: GrammarRule = {
  id: 'comparatives',
  family: 'comparatives',
  explanation: describeFamily('comparatives'),
  examples: [
    { text: 'My sister is more older than me.', better: 'My sister is older than me.' },
    { text: 'This is the most best day of my life.', better: 'This is the best day of my life.' },
    { text: 'The bus is more cheap than the train.', better: 'The bus is cheaper than the train.' },
    { text: 'It is the most big park in the city.', better: 'It is the biggest park in the city.' },
    { text: 'Trains are more cheap and more good for the environment than cars.', better: 'Trains are cheaper and better for the environment than cars.' },
    { text: 'With fewer cars, the air in the city will be more clean.', better: 'With fewer cars, the air in the city will be cleaner.' },
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
    // 'more' as a quantity, before a noun.
    'We need more cheap flights to the islands.',
    // Short adjectives that compare with 'more'.
    'Playing with friends is more fun.',
    'Learning English is more fun than I thought.',
    'Life there felt more real.',
    'There are more young people in the city and more old people in the villages than before.',
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
      const isCompared = t.lower === 'more' ? isComparedWithMore(tokens, i) : tokens[i - 1]?.lower === 'the';
      if (!has(next, 'Adjective') || !isCompared) return;
      // 'more fun', 'more real': short adjectives that compare with 'more' (words/short-adjectives-with-more.json), never 'funer'.
      if (TAKES_MORE.has(next.lower)) return;
      const forms = comparativeOf(next.lower);
      if (forms && forms.comparative !== `more ${next.lower}`) edits.push({ start: i, end: i + 2, to: t.lower === 'more' ? forms.comparative : forms.superlative, ...because('comparatives.short') });
    });
    return edits;
  },
};
