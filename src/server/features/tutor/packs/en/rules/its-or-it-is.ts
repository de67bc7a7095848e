/**
 * 'its very expensive' -> 'it's very expensive', 'its a good idea' -> 'it's a good idea': 'its' owns the noun
 * after it ('its roof'); before an adverb, an article or an adjective that ends the phrase, the learner means
 * 'it is'. An adjective followed by its noun ('its own car', 'its old roof', 'its long, fluffy tail') stays.
 * The other way round, 'it's' can only be 'its' where 'it is' cannot stand: after a preposition ('with it's battery')
 * or before a noun that is the subject of a verb ('it's food is good'). A cleft keeps 'it's' ('It's food that I miss').
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

/** Words that never follow the possessive 'its' but often follow 'it is'. */
const AFTER_IT_IS = new Set(['very', 'so', 'too', 'really', 'not', 'never', 'always', 'also', 'just', 'quite', 'rather', 'nothing', 'still', 'already', 'a', 'an', 'the', 'because', 'about', 'time', 'obvious', 'true', 'clear', 'important', 'necessary', 'possible', 'impossible', 'easy', 'hard', 'difficult', 'better', 'worth']);

/** Prepositions after which 'it is' cannot follow (not 'like', 'as' or 'than', which also join clauses). */
const PREPOSITION_BEFORE_POSSESSIVE = new Set(['in', 'on', 'at', 'of', 'for', 'with', 'from', 'by', 'about', 'into', 'under', 'over', 'during', 'through', 'without']);

/** A noun and nothing else: 'food', 'battery', not 'fun' or 'fine', which are also adjectives. */
const isNounOnly = (word: Token | undefined) => has(word, 'Noun') && !has(word, 'Adjective') && !has(word, 'Pronoun') && !has(word, 'ProperNoun');
/** A verb that cannot be read as a noun of a compound ('is', 'lasts'), so the noun before it is its subject. */
const isVerbOnly = (word: Token | undefined) => has(word, 'Verb') && !has(word, 'Noun') && !has(word, 'Gerund');

/** 'it's' where only the possessive fits: after a preposition, or before a noun that a verb follows. */
function meansPossessive(tokens: readonly Token[], i: number): boolean {
  const [noun, after] = [tokens[i + 1], tokens[i + 2]];
  if (!noun || /\S/.test(tokens[i]!.post)) return false;
  if (isNounOnly(noun) && PREPOSITION_BEFORE_POSSESSIVE.has(tokens[i - 1]?.lower ?? '')) return true;
  if (/\S/.test(noun.post)) return false;
  // 'it's tail is long': the tagger reads 'tail' as a verb after 'it', but 'it is tail is' cannot be.
  const isSubjectNoun = isNounOnly(noun) || (has(noun, 'Infinitive') && has(after, 'Copula'));
  return isSubjectNoun && isVerbOnly(after);
}

/** An adjective that ends the phrase ('its hard to', 'its true.'): 'it is', not a possessive before a noun. */
const isLoneAdjective = (word: Token, next: Token | undefined) =>
  has(word, 'Adjective') && !has(word, 'Noun') && (!next || /[,.;:!?]/.test(word.post) || ['to', 'that', 'for', 'when', 'if', 'because'].includes(next.lower));

export const itsOrItIs: GrammarRule = {
  id: 'its-or-it-is',
  family: 'its-or-it-is',
  explanation: describeFamily('its-or-it-is'),
  examples: [
    { text: 'I like this town because its very quiet.', better: "I like this town because it's very quiet." },
    { text: 'Its a good idea to book early.', better: "It's a good idea to book early." },
    { text: 'Cooking at home is cheaper, but its hard to find the time.', better: "Cooking at home is cheaper, but it's hard to find the time." },
    { text: 'The bus is late again and its not the first time.', better: "The bus is late again and it's not the first time." },
    { text: "My phone is old but it's battery lasts all day.", better: 'My phone is old but its battery lasts all day.' },
    { text: "I like the restaurant because it's food is very good.", better: 'I like the restaurant because its food is very good.' },
    { text: "What's wrong with it's screen?", better: "What's wrong with its screen?" },
    { text: "The hotel is famous for it's views of the sea.", better: 'The hotel is famous for its views of the sea.' },
    { text: "I love my dog, it's tail is so long.", better: 'I love my dog, its tail is so long.' },
  ],
  counterExamples: [
    'The company changed its name last year.',
    'The cat licked its paw.',
    'The town has its own beach.',
    'The house lost its old roof in the storm.',
    "It's very quiet here.",
    'The city is proud of its history.',
    'Each region has its time zone.',
    'The dog wagged its long, fluffy tail.',
    // Ordinary sentences that look like the error and are right.
    "It's raining again today.",
    'The dog wagged its tail.',
    'The school changed its timetable.',
    // 'it's' that is 'it is': a cleft, a noun after it that no verb follows, a preposition that also joins clauses.
    "It's food that I miss most.",
    "It's people who make a city special.",
    "It's water, not juice.",
    "It's time to go home.",
    "It's fun to learn English.",
    "I think it's money well spent.",
    "It's winter now, so it's cold.",
    "It's homework time.",
    'He talks about it like it\'s nothing.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower === "it's" && meansPossessive(tokens, i)) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, 'its'), ...because('its-or-it-is.possessive') });
        return;
      }
      const next = tokens[i + 1];
      if (t.lower !== 'its' || !next || /\S/.test(t.post)) return;
      const nextButOne = tokens[i + 2];
      // 'its long, fluffy tail', 'its true, friendly face': adjectives stacked before the noun.
      if (/,/.test(next.post) && has(nextButOne, 'Adjective')) return;
      const isItIs = isLoneAdjective(next, nextButOne) || (AFTER_IT_IS.has(next.lower) && !(['a', 'the', 'an'].includes(next.lower) && has(tokens[i - 1], 'Preposition')));
      if (!isItIs || next.lower === 'own') return;
      // 'its time' as in 'it is time we left', but 'its time zone' or 'in its time' keep the possessive.
      if (next.lower === 'time' && (has(nextButOne, 'Noun') || has(tokens[i - 1], 'Preposition') || has(tokens[i - 1], 'Verb'))) return;
      edits.push({ start: i, end: i + 1, to: matchCase(t.text, "it's"), ...because('its-or-it-is.it-is') });
    });
    return edits;
  },
};
