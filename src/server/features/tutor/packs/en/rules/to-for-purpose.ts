/**
 * 'I am writing for complain' -> 'to complain', 'We came here for learn English' -> 'to learn': a purpose told with a
 * verb takes 'to', where Spanish, Portuguese, French and Italian say 'para', 'pour', 'per'. Only before a word that
 * can only be a verb (WordNet knows it as no noun and no adjective): 'for help', 'for work', 'for a visit' are nouns
 * after 'for', and 'for free', 'for long' set phrases. A word is a noun only as itself: 'discuss' is no plural of 'discus'.
 * After a thanks or an apology ('Thank you for listen', 'Sorry for be late') 'for' is a preposition and stays: the verb
 * takes -ing ('for listening', 'for being late').
 */
import { findLemma } from '../../../wordnet/find-lemma';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import type { Token } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { because, describeFamily } from '../because';

/**
 * A bare verb: no -s, -ed or -ing ending, known to WordNet as a verb and never as a noun or an adjective ('for free',
 * 'for long' and 'for real' are set phrases with an adjective).
 */
const isOnlyAVerb = (word: string) =>
  /^[a-z]+$/.test(word) && !/(?:ing|ed)$/.test(word) && findLemma(word, 'verb')?.lemma === word && !isItself(word, 'noun') && !isItself(word, 'adjective');
/** The word is a noun (or an adjective) as it stands, not as another word's form: 'discuss' is not the plural of 'discus'. */
const isItself = (word: string, pos: 'noun' | 'adjective') => findLemma(word, pos)?.lemma === word;

/** Words of thanks and apology whose 'for' names what was done: 'thank you for', 'sorry for', 'grateful for'. */
const THANKS_OR_SORRY = new Set(['thanks', 'sorry', 'apologise', 'apologize', 'grateful', 'thankful']);
/** 'thanks for', 'sorry for', and 'thank you for' (not any 'you for': 'I am writing to you for ask' is a purpose). */
const isAfterThanks = (tokens: readonly Token[], forAt: number) =>
  THANKS_OR_SORRY.has(tokens[forAt - 1]?.lower ?? '') || (tokens[forAt - 1]?.lower === 'you' && tokens[forAt - 2]?.lower === 'thank');

const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'us', 'them', 'it']);
/** Words whose 'for' names a deed, a preposition too: 'responsible for managing', 'famous for making', 'known for helping'. */
const FOR_OF_A_DEED = new Set(['responsible', 'famous', 'known', 'blamed', 'praised']);
/** What starts a verb's object: after 'responsible for build', 'the new system' shows 'build' is the verb. */
const OBJECT_START = new Set([...OBJECT_PRONOUNS, 'the', 'a', 'an', 'my', 'our', 'their', 'his', 'your', 'all', 'new']);

export const toForPurpose: GrammarRule = {
  id: 'to-for-purpose',
  family: 'to-for-purpose',
  explanation: describeFamily('to-for-purpose'),
  examples: [
    { text: 'I am writing for complain about the noise.', better: 'I am writing to complain about the noise.' },
    { text: 'We came to London for learn English.', better: 'We came to London to learn English.' },
    { text: 'I am responsible for manage a small team.', better: 'I am responsible for managing a small team.' },
    { text: 'He is responsible for prepare the reports.', better: 'He is responsible for preparing the reports.' },
    { text: 'I am responsible for build the new payment system.', better: 'I am responsible for building the new payment system.' },
    { text: 'She is famous for make the best cakes in town.', better: 'She is famous for making the best cakes in town.' },
    { text: 'She called the hotel for ask about the price.', better: 'She called the hotel to ask about the price.' },
    { text: 'I study every day for improve my grammar.', better: 'I study every day to improve my grammar.' },
    { text: 'Can we meet on Friday for discuss the plan?', better: 'Can we meet on Friday to discuss the plan?' },
    { text: 'Thank you for help me with my homework.', better: 'Thank you for helping me with my homework.' },
    { text: 'Sorry for make you wait.', better: 'Sorry for making you wait.' },
    { text: 'I am writing to you for ask about the flat.', better: 'I am writing to you to ask about the flat.' },
  ],
  counterExamples: [
    'Thanks for the help.',
    'I went out for a walk.',
    'I am looking for work.',
    'We waited for hours.',
    'I did it for fun.',
    'She works for Google.',
    'Thank you for coming.',
    'I am writing to complain about the noise.',
    'We stayed for lunch.',
    'This is good for learners.',
    // An adjective after 'for' makes a set phrase.
    'You can get it for free.',
    "I can't stay for long.",
    'Is this for real?',
    'Thank you for your help.',
    'Thanks for the help you gave me.',
    'Sorry for the delay.',
    // After 'responsible for' a noun or an -ing form is what one answers for.
    'I am responsible for the sales team in Madrid.',
    'She is responsible for hiring new staff.',
    'They are responsible to the board.',
    'The city is famous for its food.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (t.lower !== 'for' || !next || /\S/.test(t.post)) return;
      // 'Thank you for help me': a verb that is also a noun is the verb when an object pronoun follows it.
      const deedWord = FOR_OF_A_DEED.has(tokens[i - 1]?.lower ?? '') ? tokens[i - 1]!.lower : null;
      const objectFollows = (deedWord ? OBJECT_START : OBJECT_PRONOUNS).has(tokens[i + 2]?.lower ?? '') && !/\S/.test(next.post);
      const isVerbOfThanks = (isAfterThanks(tokens, i) || !!deedWord) && findLemma(next.lower, 'verb')?.lemma === next.lower && objectFollows;
      if (!isOnlyAVerb(next.lower) && !isVerbOfThanks) return;
      // 'I am responsible for manage a team': what one answers for is a deed, -ing after the preposition (never 'responsible to').
      if (deedWord) {
        const gerund = verbForms(next.lower)?.gerund;
        if (gerund) edits.push({ start: i + 1, end: i + 2, to: gerund, ...because('to-for-purpose.ing-after', { phrase: `${deedWord} for`, verb: gerund }) });
        return;
      }
      if (isAfterThanks(tokens, i)) {
        const gerund = verbForms(next.lower)?.gerund;
        if (gerund) edits.push({ start: i + 1, end: i + 2, to: gerund, ...because('to-for-purpose.ing', { verb: gerund }) });
        return;
      }
      edits.push({ start: i, end: i + 1, to: t.text === 'For' ? 'To' : 'to', ...because('to-for-purpose.to', { verb: next.lower }) });
    });
    return edits;
  },
};
