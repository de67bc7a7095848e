/**
 * 'a lot of problem' -> 'a lot of problems', 'many new employee' -> 'many new employees': after an amount
 * of more than one, a countable noun is plural. 'a lot of' also takes uncountable nouns ('a lot of noise',
 * 'lots of work'), which the tagger cannot tell apart, so only nouns on a list of ones that always count
 * are changed. plural-after-quantifier does the same for the noun right after 'many' or 'two'.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { pluralOf } from '../../../grammar/verb-forms';
import { ALWAYS_COUNTABLE, PLACE_AND_TIME_WORDS } from './countable-nouns';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const AMOUNTS_OF: ReadonlyArray<readonly string[]> = [['a', 'lot', 'of'], ['lots', 'of'], ['plenty', 'of']];
/** Counting words the noun may follow only after an adjective: right after them, plural-after-quantifier reads it. */
const COUNTING = new Set(['many', 'several', 'various', 'numerous']);

const endsAt = (tokens: readonly Token[], i: number, phrase: readonly string[]) => phrase.every((word, k) => tokens[i - phrase.length + 1 + k]?.lower === word);

export const countablePlural: GrammarRule = {
  id: 'countable-plural',
  family: 'countable-plural',
  explanation: describeFamily('countable-plural'),
  examples: [
    { text: 'We visited a lot of interesting place in Rome.', better: 'We visited a lot of interesting places in Rome.' },
    { text: 'I met plenty of friendly person there.', better: 'I met plenty of friendly people there.' },
    { text: 'She looks after many young child every day.', better: 'She looks after many young children every day.' },
    { text: 'She had lots of question about the test.', better: 'She had lots of questions about the test.' },
  ],
  counterExamples: [
    'A lot of work is needed.',
    'We had lots of fun at the beach.',
    'There was a lot of car traffic.',
    'Lots of problem is caused by cars.', // the verb would have to change too
    'There are many car parks in town.',
    // Nouns with a sense that does not count.
    'There is plenty of choice in the market.',
    'It takes a lot of skill.',
    'There was a lot of activity in the square.',
    // Ordinary sentences that look like the error and are right.
    'There are many students in the library.',
    'I have a lot of friends in town.',
    'We saw several films last month.',
    'The course gives you a lot of chance to practise.',
    'That actress shows a lot of style.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const isAmountOf = AMOUNTS_OF.some((phrase) => endsAt(tokens, i, phrase));
      if ((!isAmountOf && !COUNTING.has(t.lower)) || t.post !== ' ') return;
      let at = i + 1;
      while (at < i + 4 && has(tokens[at], 'Adjective') && !ALWAYS_COUNTABLE.has(tokens[at]!.lower) && tokens[at]!.post === ' ') at++;
      const noun = tokens[at];
      if (!noun || (!isAmountOf && at === i + 1) || !ALWAYS_COUNTABLE.has(noun.lower) || noun.text !== noun.lower) return;
      // 'a lot of car parks', 'lots of problem is': the noun describes the next one, or the verb would need changing too.
      const next = tokens[at + 1];
      if (next && noun.post === ' ' && ((has(next, 'Noun') && !has(next, 'Pronoun') && !PLACE_AND_TIME_WORDS.has(next.lower)) || ['is', 'was', 'has', 'does'].includes(next.lower))) return;
      const plural = noun.lower === 'person' ? 'people' : pluralOf(noun.lower);
      if (!plural || plural === noun.lower) return;
      edits.push({ start: at, end: at + 1, to: plural, ...because('countable-plural.plural', { noun: noun.lower, quantifier: t.lower === 'of' ? tokens.slice(i - (tokens[i - 2]?.lower === 'a' ? 2 : 1), i + 1).map((x) => x.lower).join(' ') : t.lower, plural }) });
    });
    return edits;
  },
};
