/**
 * 'Although it is useful, but it has problems' -> 'Although it is useful, it has problems'; 'Because I was tired, so I
 * slept' -> 'Because I was tired, I slept': a clause opened by 'although' or 'because' is already linked to the next one,
 * which takes no 'but' or 'so' of its own (a pattern several first languages use). Only the word right after the comma
 * that ends the opening clause: a third clause may have its own ('Although it rained, we went out, but we got wet').
 */
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { has } from '../../../grammar/tag-sentence';
import { because, describeFamily } from '../because';

/** The opening word, and the word its main clause must not take again. */
const TWICE: Readonly<Record<string, { again: string; key: 'linking-word-twice.although' | 'linking-word-twice.because' }>> = {
  although: { again: 'but', key: 'linking-word-twice.although' },
  though: { again: 'but', key: 'linking-word-twice.although' },
  because: { again: 'so', key: 'linking-word-twice.because' },
  since: { again: 'so', key: 'linking-word-twice.because' },
};
/** What starts a clause's subject after 'so' ('so I went'): 'so many things', 'so far', 'so was my wife' are no linking 'so'. */
const SUBJECT_START = /^(?:i|we|you|he|she|they|it|there|my|our|your|his|her|their|the|this|these|those|a|an|people|everyone|everybody|nobody)$/;
/** What opens a clause after the opening word: a subject, not 'of' ('Because of the rain,') nor a time ('Since then,', 'Since 2019,'). */
const OPENS_A_CLAUSE = (word: string) => SUBJECT_START.test(word) && word !== 'a' && word !== 'an' || /^(?:technology|life|money|people|english)$/.test(word);

export const linkingWordTwice: GrammarRule = {
  id: 'linking-word-twice',
  family: 'linking-word-twice',
  explanation: describeFamily('linking-word-twice'),
  examples: [
    { text: 'Although technology is useful, but it also has some disadvantages.', better: 'Although technology is useful, it also has some disadvantages.' },
    { text: 'Even though it was late, but we continued working.', better: 'Even though it was late, we continued working.' },
    { text: 'Though my room is small, but I like it.', better: 'Though my room is small, I like it.' },
    { text: 'Because I was very tired, so I went to bed early.', better: 'Because I was very tired, I went to bed early.' },
    { text: 'Since the bus did not come, so we took a taxi.', better: 'Since the bus did not come, we took a taxi.' },
  ],
  counterExamples: [
    'Although it rained, we went out, but we got wet.',
    'Although he is rich, he is not happy.',
    'Because I was tired, I went to bed.',
    'I stayed at home because I was ill, so I missed the party.',
    'Because he was tired, so was his wife.',
    'He was tired but happy, although it was late.',
    'Since you asked, so be it.',
    'Since I was a child, so many things have changed.',
    'Because I started running, so far I have lost five kilos.',
    'Because of the rain, so many people stayed at home.',
    'Since then, so much has changed.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    // The opening word: the sentence's first, or 'though' after 'even'.
    const opener = tokens[0]?.lower === 'even' && tokens[1]?.lower === 'though' ? 1 : 0;
    const twice = TWICE[tokens[opener]?.lower ?? ''];
    if (!twice) return edits;
    const commaAt = tokens.findIndex((t, i) => i > opener && /,/.test(t.post));
    const next = tokens[commaAt + 1];
    if (commaAt < 0 || next?.lower !== twice.again || /\S/.test(next.post.trim()) || !tokens[commaAt + 2]) return edits;
    if (twice.again === 'so' && !SUBJECT_START.test(tokens[commaAt + 2]!.lower)) return edits;
    // 'Because of the pandemic, ...', 'Since then, ...', 'Since last year, ...': a phrase, no clause of its own.
    const first = tokens[opener + 1];
    if (!first || (!OPENS_A_CLAUSE(first.lower) && !(has(first, 'Noun') && !has(first, 'Date') && !has(first, 'Value')))) return edits;
    // 'so be it': a set phrase, no clause of its own.
    if (tokens[commaAt + 2]!.lower === 'be') return edits;
    edits.push({ start: commaAt + 1, end: commaAt + 2, to: '', ...because(twice.key, { opener: opener === 1 ? 'even though' : tokens[0]!.lower, again: twice.again }) });
    return edits;
  },
};
