/**
 * 'This is interesting book' -> 'This is an interesting book', 'They have good idea' -> 'They have a good
 * idea': after a verb such as be, have or make, an adjective and a singular noun that always counts need
 * an article. 'a' is the smaller change than a plural ('good ideas') and is right either way. Left alone:
 * adjectives that call for 'the' ('same', 'first', 'best'), a noun that describes the next one ('a good
 * school teacher'), nouns that may not count ('simple language', 'physical activity'), and 'are' or 'be',
 * whose subject may be plural ('They are good friend' wants 'friends').
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { ALWAYS_COUNTABLE, PLACE_AND_TIME_WORDS } from './countable-nouns';
import { startsWithVowelSound } from './a-or-an';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const VERBS_BEFORE = new Set(
  ("is was am 's has have had get gets got make makes made need needs needed want wants wanted find finds found " +
    'become becomes became buy buys bought bring brings brought give gives gave offer offers offered choose chooses chose ' +
    'play plays played read reads watch watches watched visit visits visited build builds built start starts started').split(' '),
);
/** Countable nouns learners often leave bare after an adjective, beside the shared list: 'plays important role' ('have better chance' may want 'chances'). */
const ALSO_COUNTED = new Set(['trip', 'decision', 'opportunity', 'solution', 'role', 'part', 'career', 'future']);
/** Nouns on the shared list that are also used without counting after an adjective ('chronic disease', 'good reason to'). */
const MAY_NOT_COUNT = new Set(['reason', 'disease', 'language', 'activity', 'skill', 'benefit', 'word', 'class', 'course', 'step', 'test']);
/** Adjectives that take 'the' or stand for a determiner themselves. */
const NOT_AFTER_A = new Set(
  ('first second third last next only same whole entire main best worst most least following previous other another different such own ' +
    'certain much more less enough many few several various all every each any some no what which whose').split(' '),
);
const INTENSIFIERS = new Set(['very', 'really', 'quite', 'extremely', 'pretty', 'truly']);

const isPlainAdjective = (t: Token | undefined): t is Token =>
  !!t && has(t, 'Adjective') && !has(t, 'Noun') && !has(t, 'Superlative') && !has(t, 'Value') && /^[a-z]+$/i.test(t.text) && !/est$/.test(t.lower) && !NOT_AFTER_A.has(t.lower);

export const aBeforeSingularNoun: GrammarRule = {
  id: 'a-before-singular-noun',
  family: 'a-before-singular-noun',
  explanation: describeFamily('a-before-singular-noun'),
  examples: [
    { text: 'They have good idea.', better: 'They have a good idea.' },
    { text: 'It is not good idea.', better: 'It is not a good idea.' },
    { text: 'She is really nice person.', better: 'She is a really nice person.' },
    { text: 'He made big mistake yesterday.', better: 'He made a big mistake yesterday.' },
    { text: 'There is big problem here.', better: 'There is a big problem here.' },
    { text: 'Computers play important role in our life.', better: 'Computers play an important role in our life.' },
    { text: 'She read interesting book.', better: 'She read an interesting book.' },
    { text: 'That was difficult question.', better: 'That was a difficult question.' },
    { text: 'You are very difficult client.', better: 'You are a very difficult client.' },
    { text: 'He is really nice guy.', better: 'He is a really nice guy.' },
  ],
  counterExamples: [
    'This is a good idea.',
    'It was the first time.',
    'It is the same thing.',
    'He is good school teacher.', // the noun describes the next one
    'They are good friend.', // 'friends' or 'a good friend'? the subject decides
    'We have chronic disease.', // a disease may not count
    'She has good ideas.',
    'He is my best friend.',
    'Their house is big.',
    // Ordinary sentences that look like the error and are right.
    'She is a careful driver.',
    'This is an important meeting.',
    'He is the best player on the team.',
    'The movie was so boring film.',
    'We had good cause to celebrate.',
    'You would get better price online.',
    'You are good friends.',
    'They are good friend.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((verb, i) => {
      // 'You are very difficult client': after 'you are' a singular noun is one person, so 'a' ('They are good friend' wants a plural).
      const isYouAre = verb.lower === 'are' && tokens[i - 1]?.lower === 'you';
      if ((!VERBS_BEFORE.has(verb.lower) && !isYouAre) || /\S/.test(verb.post)) return;
      let at = i + 1;
      if (tokens[at]?.lower === 'not' && tokens[at]!.post === ' ') at++;
      const start = at;
      if (INTENSIFIERS.has(tokens[at]?.lower ?? '') && tokens[at]!.post === ' ') at++;
      const adjective = tokens[at];
      if (!isPlainAdjective(adjective) || adjective.post !== ' ') return;
      const noun = tokens[at + 1];
      const isCounted = (ALWAYS_COUNTABLE.has(noun?.lower ?? '') && !MAY_NOT_COUNT.has(noun!.lower)) || ALSO_COUNTED.has(noun?.lower ?? '');
      if (!noun || noun.text !== noun.lower || !isCounted || has(noun, 'Plural')) return;
      // 'is good school teacher', 'has big car park': the noun describes the next one.
      const next = tokens[at + 2];
      if (next && noun.post === ' ' && has(next, 'Noun') && !has(next, 'Pronoun') && !PLACE_AND_TIME_WORDS.has(next.lower)) return;
      const first = tokens[start]!;
      const article = startsWithVowelSound(first.text) ? 'an' : 'a';
      edits.push({ start, end: start, to: article, ...because('a-before-singular-noun.one-among-many', { noun: noun.lower, article, phrase: tokens.slice(start, at + 2).map((t) => t.text).join(' ') }) });
    });
    return edits;
  },
};
