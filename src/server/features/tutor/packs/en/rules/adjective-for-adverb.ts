/**
 * 'I want to speak more natural' -> 'more naturally', 'She speaks English fluent' -> 'fluently', 'I sleep good' -> 'well':
 * how something is done is told by an adverb. Only after a verb of doing (words/manner-adverbs.json), its object at most
 * a pronoun, a language or a short noun phrase, and only where the adjective ends the phrase: 'speak good English' and
 * 'sounds natural' (a linking verb) are right.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import mannerWords from '../words/manner-adverbs.json';
import { because, describeFamily } from '../because';

const ADVERB_OF = new Map(Object.entries(mannerWords.adverbs));
const VERBS = new Set(mannerWords.verbs);
const OBJECT_PRONOUNS = new Set(['it', 'them', 'him', 'her', 'this', 'that', 'me', 'us', 'you']);
const LANGUAGES = new Set(['english', 'spanish', 'french', 'german', 'italian', 'portuguese', 'chinese', 'mandarin', 'japanese', 'korean', 'arabic', 'russian', 'turkish', 'polish', 'dutch', 'hindi']);
const DETERMINERS = new Set(['the', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'these', 'those']);
const DEGREE = new Set(['more', 'very', 'so', 'really', 'quite', 'too', 'much', 'a', 'bit', 'little', 'lot', 'extremely', 'pretty', 'less', 'most']);
/** Words that may follow the adverb's place: the clause goes on without the adjective having a noun of its own. */
const AFTER_MANNER = new Set(['and', 'but', 'or', 'because', 'when', 'if', 'so', 'than', 'in', 'at', 'with', 'without', 'for', 'to', 'on', 'now', 'today', 'tonight', 'yesterday', 'tomorrow', 'last', 'this', 'next', 'again', 'every', 'all', 'like', 'as', 'during', 'after', 'before', 'please', 'there', 'here']);

/** Where the adjective would stand after the verb at `i`, past its object and words of degree, or -1. */
function mannerSlot(tokens: readonly Token[], i: number): number {
  let at = i + 1;
  const word = tokens[at];
  if (word && !/[,;:.!?]/.test(tokens[i]!.post)) {
    if (OBJECT_PRONOUNS.has(word.lower) || LANGUAGES.has(word.lower)) at++;
    else if (DETERMINERS.has(word.lower) && has(tokens[at + 1], 'Noun') && !ADVERB_OF.has(tokens[at + 1]!.lower)) at += 2;
  }
  while (DEGREE.has(tokens[at]?.lower ?? '') && !/[,;:.!?]/.test(tokens[at - 1]!.post)) at++;
  return at > tokens.length - 1 || /[,;:.!?]/.test(tokens[at - 1]!.post) ? -1 : at;
}

export const adjectiveForAdverb: GrammarRule = {
  id: 'adjective-for-adverb',
  family: 'adjective-for-adverb',
  explanation: describeFamily('adjective-for-adverb'),
  examples: [
    { text: 'I want to speak more natural.', better: 'I want to speak more naturally.' },
    { text: 'She speaks English fluent.', better: 'She speaks English fluently.' },
    { text: 'I did not sleep good last night.', better: 'I did not sleep well last night.' },
    { text: 'Please listen careful to the question.', better: 'Please listen carefully to the question.' },
    { text: 'He explained it very clear and I understood.', better: 'He explained it very clearly and I understood.' },
    { text: 'My son plays the piano beautiful.', better: 'My son plays the piano beautifully.' },
  ],
  counterExamples: [
    'I want to sound more natural.',
    'She speaks good English.',
    'I feel good today.',
    'He writes clear instructions for the team.',
    'We work hard every day.',
    'Please drive slow near the school.',
    // Ordinary sentences that look like the error and are right.
    'The food looks good and smells great.',
    'Reading is easy for her, writing less so.',
    'My English is not perfect.',
    'I want to learn English well.',
    'We talked about a good plan for the trip.',
    'The music was so beautiful that I cried.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!VERBS.has(t.lower) || has(t, 'Noun') && !has(t, 'Verb')) return;
      const at = mannerSlot(tokens, i);
      const word = tokens[at];
      const adverb = word ? ADVERB_OF.get(word.lower) : undefined;
      if (!word || !adverb) return;
      // The adjective ends the phrase: the sentence or clause stops, or a word that starts no noun phrase of its own follows.
      const after = tokens[at + 1];
      const endsPhrase = !after || /[,;:.!?]/.test(word.post) || AFTER_MANNER.has(after.lower) || has(after, 'Date');
      if (!endsPhrase) return;
      edits.push({ start: at, end: at + 1, to: adverb, ...because('adjective-for-adverb.manner', { right: adverb, wrong: word.lower }) });
    });
    return edits;
  },
};
