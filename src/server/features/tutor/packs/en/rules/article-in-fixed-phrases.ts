/**
 * Articles a learner leaves out of phrases that always have one: 'lot of' -> 'a lot of', 'for long time'
 * -> 'for a long time', 'make decision' -> 'make a decision', 'on internet' -> 'on the internet'. A missing
 * article in general is not corrected: 'I am bit tired' -> 'a bit tired' is, after 'be' or 'feel' and before a word that
 * describes (not 'I was bit by a dog'). Any other whether a noun needs 'a', 'the' or none depends on what the learner
 * means. Set phrases with 'the' ('at the same time', 'on the other hand', 'in the morning') and a superlative
 * after 'one of' ('one of the best') always have it. 'is same' and 'is most beautiful city' are left too: on
 * JFLEG dev, human corrections as often kept them.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { findLemma } from '../../../wordnet/find-lemma';
import { ARTICLES, matchCase, POSSESSIVES, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';
import type { Because } from '../../../grammar/reason';
import placesInTown from '../words/places-in-town.json';

/** A verb or preposition and a singular noun that take 'a' between them: the pair, then the word the article goes before. */
const A_BETWEEN: ReadonlyArray<[string, string]> = [
  ['for', 'while'], ['in', 'hurry'], ['as', 'result'], ['make', 'decision'], ['makes', 'decision'], ['made', 'decision'], ['making', 'decision'],
  ['make', 'mistake'], ['makes', 'mistake'], ['made', 'mistake'], ['making', 'mistake'], ['take', 'look'], ['have', 'look'],
];
const LENGTHS_OF_TIME = new Set(['long', 'short']);
/** Verbs before 'a bit' and a describing word: 'I am a bit tired', 'It feels a bit strange'. */
const LINKING_VERBS = new Set(['am', 'is', 'are', 'was', 'were', "'m", "'s", "'re", 'be', 'been', 'feel', 'feels', 'felt', 'feeling', 'look', 'looks', 'looked', 'seem', 'seems', 'seemed', 'get', 'gets', 'got', 'getting', 'sound', 'sounds']);
/** Words before which 'world' or 'internet' is the one there is: 'all over world', 'use internet'. */
const BEFORE_THE_ONE = new Set(['in', 'on', 'of', 'over', 'around', 'across', 'to', 'from', 'through', 'about', 'for', 'with', 'into', 'use', 'uses', 'used', 'using', 'browse', 'surf', 'surfing']);
const THE_ONE_THERE_IS = new Set(['world', 'internet']);

/**
 * Set phrases that always have 'the' after their first word, unless a noun follows them ('for first time
 * buyers', 'in evening shifts'). Not 'in past': 'past' opens too many other phrases ('in past tense', 'in past years').
 */
const THE_IN_SET_PHRASES: ReadonlyArray<readonly string[]> = [
  ['at', 'same', 'time'], ['on', 'other', 'hand'], ['for', 'first', 'time'], ['at', 'end', 'of'],
  ['in', 'morning'], ['in', 'afternoon'], ['in', 'evening'],
];
/** Places in a town everyone knows which one is meant ('the supermarket', 'the gym'): after a verb of going and 'to', they take 'the'. */
export const PLACES_IN_TOWN: ReadonlySet<string> = new Set(placesInTown);
const GOING = /^(?:go|goes|went|going|gone|come|comes|came|coming|walk|walks|walked|walking|drive|drives|drove|driving|run|ran|running|cycle|cycled|get|got|take|took|taking)$/;

/** Superlatives without -est; 'most' and 'least' count before an adjective ('one of most famous'). */
const PLAIN_SUPERLATIVES = new Set(['best', 'worst']);
const isSuperlative = (t: Token, next: Token | undefined) =>
  PLAIN_SUPERLATIVES.has(t.lower) || (has(t, 'Adjective') && /est$/.test(t.lower)) || (['most', 'least'].includes(t.lower) && has(next, 'Adjective'));
/** A noun, not a pronoun ('in morning I run' ends the phrase; 'in morning hours' does not). */
const isNounNotPronoun = (t: Token | undefined) => has(t, 'Noun') && !has(t, 'Pronoun');

/** The set phrase written without its 'the' whose first word is just before `tokens[at]`, if it ends there ('in evening shifts' goes on). */
function setPhraseWithoutThe(tokens: readonly Token[], at: number): readonly string[] | undefined {
  const phrase = THE_IN_SET_PHRASES.find((words) => tokens[at - 1]?.lower === words[0] && words.slice(1).every((word, k) => tokens[at + k]?.lower === word && (k === words.length - 2 || tokens[at + k]!.post === ' ')));
  if (!phrase) return undefined;
  const last = tokens[at + phrase.length - 2]!;
  return last.post.trim() !== '' || !isNounNotPronoun(tokens[at + phrase.length - 1]) ? phrase : undefined;
}

/** A word that describes ('salty', and 'tired', which the tagger reads as a past verb): an adjective to WordNet, no noun. */
const isDescribingWord = (t: Token) => (has(t, 'Adjective') || !!findLemma(t.lower, 'adjective')) && !has(t, 'Noun');

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
    { text: 'I cook and listen to music at same time.', better: 'I cook and listen to music at the same time.' },
    { text: 'On other hand, the city is expensive.', better: 'On the other hand, the city is expensive.' },
    { text: 'I flew on a plane for first time last year.', better: 'I flew on a plane for the first time last year.' },
    { text: 'We had a party at end of the term.', better: 'We had a party at the end of the term.' },
    { text: 'I usually study in evening.', better: 'I usually study in the evening.' },
    { text: 'I run in morning. Classes start at nine.', better: 'I run in the morning. Classes start at nine.' },
    { text: 'Paris is one of best cities for art.', better: 'Paris is one of the best cities for art.' },
    { text: 'It was one of biggest storms this year.', better: 'It was one of the biggest storms this year.' },
    { text: 'Her garden had one of most colourful hedges.', better: 'Her garden had one of the most colourful hedges.' },
    { text: 'I am bit tired today.', better: 'I am a bit tired today.' },
    { text: 'The soup was bit salty.', better: 'The soup was a bit salty.' },
    { text: 'I feel bit nervous before exams.', better: 'I feel a bit nervous before exams.' },
    { text: "It's bit cold in here.", better: "It's a bit cold in here." },
    { text: 'Yesterday I went to supermarket with my mum.', better: 'Yesterday I went to the supermarket with my mum.' },
    { text: 'We go to cinema every Friday.', better: 'We go to the cinema every Friday.' },
    { text: 'She is going to gym after work.', better: 'She is going to the gym after work.' },
    { text: 'We drove to airport at five.', better: 'We drove to the airport at five.' },
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
    'We arrived at the same time.',
    'On the other hand, it is cheap.',
    'In past years, the river flooded twice.',
    'The verb is in past tense here.',
    'For first time buyers, prices are high.',
    'Early morning classes start in morning hours.',
    'She works in evening shifts.',
    'I study in the morning. Classes start late.',
    'One of my best friends lives here.',
    'One of the best things is the food.',
    "One of most people's worries is money.",
    'He is one of us.',
    'I went west in one of those old cars.',
    'I was bit by a mosquito.',
    'The dog bit hard on the rope.',
    'I am a bit tired today.',
    'It is a little bit cold.',
    // A place with its article or another word before it, or no place in town: 'school', 'work', 'bed' take none.
    'I went to the supermarket.',
    'We went to a new museum.',
    'I go to school by bus.',
    'She went to work early.',
    'He went to bed late.',
    'I went to Paris last year.',
    'We went to supermarket car parks all over town.',
    'I want to park here.',
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
      // 'I am bit tired', 'It's bit cold': 'a bit' before a describing word; 'I was bit by a dog' is the verb.
      // A contraction ('It's') ends with no space of its own in the tagger's tokens.
      if (t.lower === 'bit' && isJoinedToNext && previous && /^ ?$/.test(previous.post) && (LINKING_VERBS.has(previous.lower) || /'(?:m|s|re)$/.test(previous.lower)) && isDescribingWord(next)) {
        edits.push(insertBefore(tokens, i, 'a', because('article-in-fixed-phrases.a-bit')));
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
      // 'at same time', 'on other hand', 'in morning': the set phrase has 'the'; 'in morning hours' is another phrase.
      const phrase = setPhraseWithoutThe(tokens, i);
      if (phrase) {
        edits.push(insertBefore(tokens, i, 'the', because('article-in-fixed-phrases.set-phrase', { phrase: ['the', ...phrase.slice(1)].join(' ') })));
        return;
      }
      // 'I went to supermarket', 'we go to cinema': a place in town takes 'the'; 'the supermarket chain' is another noun.
      if (previous.lower === 'to' && GOING.test(tokens[i - 2]?.lower ?? '') && tokens[i - 2]!.post === ' ' && PLACES_IN_TOWN.has(t.lower) && !isBeforeNoun) {
        edits.push(insertBefore(tokens, i, 'the', because('article-in-fixed-phrases.place-in-town', { place: t.lower })));
        return;
      }
      // 'one of best places', 'one of most famous': a superlative picks one out, so it takes 'the'.
      if (previous.lower === 'of' && tokens[i - 2]?.lower === 'one' && tokens[i - 2]!.post === ' ' && isSuperlative(t, next)) {
        edits.push(insertBefore(tokens, i, 'the', because('article-in-fixed-phrases.one-of-the-best', { superlative: t.lower })));
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
