/**
 * 'informations' -> 'information', 'an advice' -> 'advice', 'many furniture' -> 'a lot of furniture',
 * also with describing words in between: 'an useful information' -> 'useful information'. The smallest
 * change is offered, as teachers correcting learner essays do ('share information'); 'a piece of' is named
 * in the reason, and used where the learner counted one ('one advice' -> 'one piece of advice').
 */
import type { Token } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import uncountableNounsWords from '../words/uncountable-nouns.json';
import countedByPieceWords from '../words/counted-by-piece.json';
import { because, describeFamily } from '../because';
import type { Because } from '../../../grammar/reason';

export const UNCOUNTABLE = new Set<string>(uncountableNounsWords);
const PLURALS = new Map([...UNCOUNTABLE].filter((w) => w !== 'news').map((w) => [w.endsWith('s') ? `${w}es` : `${w}s`, w]));
const VERB_AFTER: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't" };
/** Nouns counted with 'a piece of' ('a piece of advice'; never 'a piece of traffic'): the reason says so. */
const COUNTED_BY_PIECE = new Set<string>(countedByPieceWords);
/** 'need to a knowledge': a verb is missing after 'to', and dropping 'a' would not make the sentence right. */
const WANTS_A_VERB = new Set(['need', 'needs', 'want', 'wants', 'have', 'has', 'had', 'going', 'try', 'tries', 'able', 'used']);
const ASK = new Set(['ask', 'asks', 'asked', 'asking']);
/** Uncountable nouns with a counted sense: 'a deep knowledge of', 'a wide vocabulary', 'an accommodation with'. */
const COUNTED_WHEN_DESCRIBED = new Set(['knowledge', 'vocabulary', 'accommodation', 'grammar']);

function reasonFor(word: string): Because {
  return because(COUNTED_BY_PIECE.has(word) ? 'uncountable-nouns.piece' : 'uncountable-nouns.uncountable', { word });
}

/** 'a little information', 'a lot more advice', 'a bit more money' are right: these words make 'a' a quantity. */
const QUANTITY_WORDS = new Set(['little', 'lot', 'bit', 'few', 'couple', 'tad']);

function uncountableAt(tokens: Token[], i: number): string | null {
  const word = tokens[i]?.lower ?? '';
  // 'works to do' is work to be done, which is uncountable ('the works of Shakespeare', 'road works' are left).
  if (word === 'works' && tokens[i + 1]?.lower === 'to' && tokens[i + 2]?.lower === 'do') return 'work';
  return UNCOUNTABLE.has(word) ? word : PLURALS.get(word) ?? null;
}

const isArticle = (t: Token | undefined): boolean =>
  !!t && ((['a', 'an'].includes(t.lower) && t.tags.has('Determiner')) || (t.lower === 'one' && t.tags.has('Cardinal')));
const isDescribing = (t: Token): boolean => (t.tags.has('Adjective') || t.tags.has('Adverb')) && !t.tags.has('Determiner') && /^[\p{L}-]+$/u.test(t.text);

/**
 * Where the 'a', 'an' or 'one' in front of the noun at `i` is, with only describing words (compromise's
 * adjectives and adverbs) between them: 'an useful information', 'a very good advice'. -1 when there is none.
 */
function articleBefore(tokens: Token[], i: number): number {
  let j = i - 1;
  // 'an old, heavy furniture': a comma may stand between two describing words.
  while (j >= 0 && isDescribing(tokens[j]!) && (j === i - 1 ? !/[^\s]/.test(tokens[j]!.post) : /^,?\s*$/.test(tokens[j]!.post))) j--;
  const article = tokens[j];
  if (!isArticle(article) || /[^\s]/.test(article!.post)) return -1;
  // 'a little information', 'a lot more advice': a quantity, not an article on the noun.
  if (tokens.slice(j + 1, i).some((t) => QUANTITY_WORDS.has(t.lower))) return -1;
  return j;
}

export const uncountableNouns: GrammarRule = {
  id: 'uncountable-nouns',
  family: 'uncountable-nouns',
  explanation: describeFamily('uncountable-nouns'),
  examples: [
    { text: 'I have many homeworks.', better: 'I have a lot of homework.' },
    // Asked as an amount: 'how much', and the verb of the question's own subject is left as it is.
    { text: 'How many money do you have?', better: 'How much money do you have?' },
    { text: 'How many informations do you need?', better: 'How much information do you need?' },
    { text: 'How many homeworks do they give you?', better: 'How much homework do they give you?' },
    { text: 'These informations are wrong.', better: 'This information is wrong.' },
    // The smallest change: the article goes ('a piece of' is in the reason).
    { text: 'He gave me an advice.', better: 'He gave me advice.' },
    { text: 'An information was missing.', better: 'Information was missing.' },
    { text: 'Our teacher gives us a homework every day.', better: 'Our teacher gives us homework every day.' },
    { text: 'We need new equipments.', better: 'We need new equipment.' },
    // Describing words between the article and the noun: the article still cannot go with the noun.
    { text: 'She gave me an useful information.', better: 'She gave me useful information.' },
    { text: 'He gave me a very good advice.', better: 'He gave me very good advice.' },
    { text: 'She sent me an interesting informations.', better: 'She sent me interesting information.' },
    { text: 'Some books have an old information.', better: 'Some books have old information.' },
    // 'one' counts: then the noun is counted by the piece.
    { text: 'I need one useful advice.', better: 'I need one useful piece of advice.' },
    { text: 'She gave me one advice.', better: 'She gave me one piece of advice.' },
    // We ask someone for advice.
    { text: 'Can I ask you an advice?', better: 'Can I ask you for advice?' },
    { text: 'I asked an information at the desk.', better: 'I asked for information at the desk.' },
    { text: 'We bought a new furniture.', better: 'We bought new furniture.' },
    { text: 'I have a lot of works to do.', better: 'I have a lot of work to do.' },
    { text: 'We have many works to do this week.', better: 'We have a lot of work to do this week.' },
    { text: 'A new furniture arrived yesterday.', better: 'New furniture arrived yesterday.' },
    { text: 'It was a really expensive equipment.', better: 'It was really expensive equipment.' },
    { text: 'That was an interesting news.', better: 'That was interesting news.' },
    { text: 'We had a lovely weather.', better: 'We had lovely weather.' },
    { text: 'He made a huge progress.', better: 'He made huge progress.' },
    { text: 'It was an old, heavy furniture.', better: 'It was old, heavy furniture.' },
    // More nouns that do not count (words/uncountable-nouns.json).
    { text: 'It was a good luck to meet her.', better: 'It was good luck to meet her.' },
    { text: 'We heard laughters from the garden.', better: 'We heard laughter from the garden.' },
    { text: 'He showed a great courage.', better: 'He showed great courage.' },
    { text: 'Young people use a lot of slangs.', better: 'Young people use a lot of slang.' },
    // Nouns of activities and states that do not count either.
    { text: 'We did many sightseeings in Rome.', better: 'We did a lot of sightseeing in Rome.' },
    { text: 'She likes to go shoppings on Saturday.', better: 'She likes to go shopping on Saturday.' },
    { text: 'We see many advertisings every day.', better: 'We see a lot of advertising every day.' },
    { text: 'Good teamworks helps a company.', better: 'Good teamwork helps a company.' },
    { text: 'Money cannot buy a happiness.', better: 'Money cannot buy happiness.' },
    { text: 'Exercise is good for a health.', better: 'Exercise is good for health.' },
    { text: 'Teachers need a patience with children.', better: 'Teachers need patience with children.' },
    { text: 'The office is full of paperworks.', better: 'The office is full of paperwork.' },
  ],
  counterExamples: [
    // A verb is missing after 'to', not only the article.
    'Thanks for the information.',
    'Can you give me some advice?',
    'The news is good.',
    'My work progresses slowly.',
    'She gave me a useful piece of information.',
    'He gave me a very good piece of advice.',
    'I read a good book.',
    'She is a good music teacher.',
    'We need a new software update.',
    'I got a little information.',
    'I need a little more advice.',
    'They have a lot more money now.',
    'He has a good knowledge of history.',
    'We bought some new furniture.',
    'She has a deep knowledge of music.',
    'He has a thorough knowledge.',
    'I asked her for advice.',
    'Information wants to be free.',
    'We shared information and ideas.',
    // Ordinary sentences that look like the error and are right.
    'She gave me some good advice.',
    'We bought a new table and two chairs.',
    'There is a lot of traffic in the morning.',
    'Travellers need to a luggage.',
    'He got a lot of helpful advice from his aunt.',
    'The role needs a deeper knowledge than most courses give.',
    'She showed a rich vocabulary of gestures.',
    'The tenants came to an accommodation with the landlord.',
    'Good luck with your exam!',
    'He uses slang words with his friends.',
    'The wildlife in the park is rich.',
    'It takes courage to speak in public.',
    'We went to a shopping centre near the station.',
    'It was a fun day at the beach.',
    'We had a lot of fun at the party.',
    'She runs an advertising agency in London.',
    'They planned a marketing campaign for the spring.',
    'He had a health problem last year.',
    'The unemployment rate fell again.',
    'She went shopping with her sister.',
    'They had a lot of fun at the beach.',
    'Honesty is the best policy.',
    'He buys new hardware every year.',
    'We ran it through these many marketing meetings.',
    // 'works' that are not work to be done.
    'The road works will finish in May.',
    'She has read all the works of Tolstoy.',
    'It works to do it this way.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const base = uncountableAt(tokens, i);
      if (!base) return;
      const reason = reasonFor(base);
      const before = tokens[i - 1];
      const isPlural = t.lower !== base;
      if (isPlural && t.tags.has('Verb') && !t.tags.has('Noun')) return; // 'it progresses'
      const next = tokens[i + 1];
      // 'a music teacher', 'a new software update': the word describes the noun after it.
      const describesNext = !isPlural && !!next && next.tags.has('Noun') && !next.tags.has('Pronoun') && !next.tags.has('Date') && !/[^\s]/.test(t.post);
      const article = describesNext ? -1 : articleBefore(tokens, i);
      // 'a good knowledge of English', 'a wide vocabulary', 'an accommodation with Japan': these nouns count when
      // described or followed by what they are of or with.
      const isKnowledgeOfSomething = COUNTED_WHEN_DESCRIBED.has(base) && (['of', 'with'].includes(next?.lower ?? '') || (article !== -1 && article < i - 1));
      if (article !== -1 && isKnowledgeOfSomething) return;
      if (article !== -1 && tokens[article - 1]?.lower === 'to' && WANTS_A_VERB.has(tokens[article - 2]?.lower ?? '')) return;
      if (article !== -1) {
        const a = tokens[article]!;
        if (a.lower === 'one') {
          // 'one advice' -> 'one piece of advice': the learner counted one, so the noun is counted by the piece.
          edits.push({ start: i, end: i + 1, to: `piece of ${base}`, ...reason });
        } else {
          // 'an advice' -> 'advice', 'a new furniture' -> 'new furniture'; 'ask you an advice' -> 'ask you for advice'.
          const isAskedFor = ASK.has(tokens[article - 1]?.lower ?? '') || (ASK.has(tokens[article - 2]?.lower ?? '') && !!tokens[article - 1]?.tags.has('Pronoun'));
          const first = tokens[article + 1]!;
          const firstTo = article + 1 === i ? base : first.text;
          edits.push({ start: article, end: article + 2, to: isAskedFor ? `for ${firstTo}` : matchCase(a.text, firstTo), ...reason });
          if (isPlural && article + 1 !== i) edits.push({ start: i, end: i + 1, to: base, ...reason });
        }
      } else if (before && ['many', 'few'].includes(before.lower) && !describesNext) {
        // 'How many money' asks an amount: 'how much money', never 'how a lot of'.
        const amount = tokens[i - 2]?.lower === 'how' && before.lower === 'many' ? `much ${base}` : null;
        edits.push({ start: i - 1, end: i + 1, to: matchCase(before.text, amount ?? (before.lower === 'many' ? `a lot of ${base}` : `little ${base}`)), ...reason });
      } else if (before && ['these', 'those'].includes(before.lower) && isPlural) {
        edits.push({ start: i - 1, end: i + 1, to: matchCase(before.text, `${before.lower === 'these' ? 'this' : 'that'} ${base}`), ...reason });
      } else if (isPlural) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, base), ...reason });
      } else return;
      const verb = tokens[i + 1];
      // 'How much information do you need?': the verb before its own subject agrees with that subject, not with the noun.
      const hasOwnSubject = !!tokens[i + 2]?.tags.has('Pronoun') || ['there', 'we', 'you', 'they', 'i'].includes(tokens[i + 2]?.lower ?? '');
      if (verb && VERB_AFTER[verb.lower] && !hasOwnSubject && (isPlural || ['are', 'were'].includes(verb.lower))) edits.push({ start: i + 1, end: i + 2, to: VERB_AFTER[verb.lower]!, ...reason });
    });
    return edits;
  },
};
