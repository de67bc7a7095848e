/**
 * Articles a learner leaves out of phrases that always have one: 'lot of' -> 'a lot of', 'for long time'
 * -> 'for a long time', 'make decision' -> 'make a decision', 'on internet' -> 'on the internet'. A missing
 * article in general is not corrected: whether a noun needs 'a', 'the' or none depends on what the learner
 * means. 'is same' and 'is most beautiful city' are left too: on JFLEG dev, human corrections as often kept them.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { ARTICLES, matchCase, POSSESSIVES, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import type { Because } from '../../../grammar/reason';

/** A verb or preposition and a singular noun that take 'a' between them: the pair, then the word the article goes before. */
const A_BETWEEN: ReadonlyArray<[string, string]> = [
  ['for', 'while'], ['in', 'hurry'], ['as', 'result'], ['make', 'decision'], ['makes', 'decision'], ['made', 'decision'], ['making', 'decision'],
  ['make', 'mistake'], ['makes', 'mistake'], ['made', 'mistake'], ['making', 'mistake'], ['take', 'look'], ['have', 'look'],
];
const LENGTHS_OF_TIME = new Set(['long', 'short']);
/** Words before which 'world' or 'internet' is the one there is: 'all over world', 'use internet'. */
const BEFORE_THE_ONE = new Set(['in', 'on', 'of', 'over', 'around', 'across', 'to', 'from', 'through', 'about', 'for', 'with', 'into', 'use', 'uses', 'used', 'using', 'browse', 'surf', 'surfing']);
const THE_ONE_THERE_IS = new Set(['world', 'internet']);

const hasDeterminer = (t: Token | undefined) => !!t && (ARTICLES.has(t.lower) || POSSESSIVES.has(t.lower) || has(t, 'Determiner') || has(t, 'Possessive'));

const insertBefore = (tokens: readonly Token[], at: number, article: string, reason: Because): Edit => {
  const t = tokens[at]!;
  return { start: at, end: at + 1, to: `${matchCase(t.text, article)} ${at === 0 ? t.text.toLowerCase() : t.text}`, ...reason };
};

export const articleInFixedPhrases: GrammarRule = {
  id: 'article-in-fixed-phrases',
  family: 'article-in-fixed-phrases',
  explanation: describeFamily('article-in-fixed-phrases'),
  examples: [
    { text: 'My cousins drink lot of tea.', better: 'My cousins drink a lot of tea.' },
    { text: 'Lot of tourists visit the castle.', better: 'A lot of tourists visit the castle.' },
    { text: 'The queue moved for long time.', better: 'The queue moved for a long time.' },
    { text: 'You have to make decision today.', better: 'You have to make a decision today.' },
    { text: 'She was in hurry this morning.', better: 'She was in a hurry this morning.' },
    { text: 'People come here from all over world.', better: 'People come here from all over the world.' },
    { text: 'I found the recipe on internet.', better: 'I found the recipe on the internet.' },
    { text: 'Please take look at my essay.', better: 'Please take a look at my essay.' },
  ],
  counterExamples: [
    'My cousins drink a lot of tea.',
    'The car park was a huge lot of gravel.',
    'I learned to cook for a long time.',
    'Decision making is hard for teenagers.',
    'They make decisions together.',
    'I use internet banking every week.',
    'My grandfather fought in World War Two.',
    'He waited for while others slept.',
    'She lives in a third world country.',
    // Ordinary sentences that look like the error and are right.
    'We talked for a long time after dinner.',
    'She made a decision about her course.',
    'I read the news on the internet.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const previous = tokens[i - 1];
      const next = tokens[i + 1];
      const isJoinedToNext = !!next && t.post === ' ';
      const isAfterPlainSpace = !previous || previous.post === ' ';
      // 'they eat lot of rice', 'Lot of people came'; 'a parking lot of cars' has its own word before it.
      if (t.lower === 'lot' && isJoinedToNext && ['of', 'more'].includes(next.lower) && isAfterPlainSpace &&
        !(previous && (hasDeterminer(previous) || has(previous, 'Adjective') || (has(previous, 'Noun') && !has(previous, 'Pronoun'))))) {
        edits.push(insertBefore(tokens, i, 'a', because('article-in-fixed-phrases.a-lot-of')));
        return;
      }
      if (!previous || !isAfterPlainSpace || hasDeterminer(previous)) return;
      const isBeforeNoun = isJoinedToNext && has(next, 'Noun') && !has(next, 'Date');
      // 'for long time', 'for short while'.
      if (previous.lower === 'for' && LENGTHS_OF_TIME.has(t.lower) && isJoinedToNext && ['time', 'while'].includes(next.lower)) {
        edits.push(insertBefore(tokens, i, 'a', because('article-in-fixed-phrases.length-of-time', { length: t.lower, noun: next.lower })));
        return;
      }
      // 'make decision now', 'for while'; not 'make decision making', 'for while others slept'.
      if (A_BETWEEN.some(([before, noun]) => previous.lower === before && t.lower === noun) && !isBeforeNoun) {
        edits.push(insertBefore(tokens, i, 'a', because('article-in-fixed-phrases.noun-needs-a', { before: previous.lower, noun: t.lower })));
        return;
      }
      // 'all over world', 'on internet': there is one, so it takes 'the'; 'internet banking' is another noun.
      if (THE_ONE_THERE_IS.has(t.lower) && BEFORE_THE_ONE.has(previous.lower) && !isBeforeNoun) {
        edits.push(insertBefore(tokens, i, 'the', because('article-in-fixed-phrases.only-one', { noun: t.lower })));
        return;
      }
    });
    return edits;
  },
};
