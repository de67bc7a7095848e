/**
 * 'I am boring' -> 'I am bored' (how I feel); 'The film was bored' -> 'boring' (what it is like); and the feeling's
 * verb where its -ed form belongs, 'I am very worry about it' -> 'worried'.
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import type { Edit, GrammarRule } from '../../../grammar/grammar-rule';
import feelingWords from '../words/feelings.json';
import thingsThatAreLikeWords from '../words/things-that-are-like.json';
import { because, describeFamily } from '../because';
import { candidateLemmas } from '../../../wordnet/find-lemma';
import { findIndexEntry } from '../../../wordnet/read-wordnet';

/** How a person feels and what makes them feel it, word by word ('bored', 'boring'; 'scared', 'scary'). */
const ED_FORM: Record<string, string> = {};
const ING_FORM: Record<string, string> = {};
for (const [felt, cause] of feelingWords) {
  ED_FORM[cause!] = felt!;
  ING_FORM[felt!] = cause!;
}
/** The feeling's verb, to its -ed form ('worry': 'worried', 'bore': 'bored'), read from WordNet on first use. */
let feltOfVerb: Map<string, string> | null = null;
function feltFromVerb(word: string): string | undefined {
  feltOfVerb ??= new Map(
    feelingWords.flatMap(([felt]) => {
      // 'worried' -> 'worry' beside WordNet's own detachments ('bored' -> 'bore').
      const candidates = [...candidateLemmas(felt!, 'verb'), felt!.replace(/ied$/, 'y')];
      const verb = candidates.find((candidate) => candidate !== felt && findIndexEntry(candidate, 'verb') !== null);
      return verb ? [[verb, felt!] as const] : [];
    }),
  );
  return feltOfVerb.get(word);
}
const PEOPLE = new Set(['i', 'we', "i'm", "we're"]);
const THINGS = new Set<string>(thingsThatAreLikeWords);
const BE = new Set(['am', 'is', 'are', 'was', 'were', "'m", 'feel', 'felt', 'get', 'got', 'became']);
const DEGREE = new Set(['very', 'so', 'really', 'quite', 'too', 'a', 'bit', 'little', 'extremely', 'pretty', 'not', 'always', 'never', 'a', 'lot']);

function complementAfter(tokens: Token[], i: number): number {
  let at = i + 1;
  while (DEGREE.has(tokens[at]?.lower ?? '')) at++;
  return at;
}

export const edOrIngAdjective: GrammarRule = {
  id: 'ed-or-ing-adjective',
  family: 'ed-or-ing-adjective',
  explanation: describeFamily('ed-or-ing-adjective'),
  examples: [
    { text: 'I am so exciting!', better: 'I am so excited!' },
    { text: 'We were disappointing with the hotel.', better: 'We were disappointed with the hotel.' },
    { text: 'The lesson was confused.', better: 'The lesson was confusing.' },
    { text: "I'm very tiring today.", better: "I'm very tired today." },
    // A cause in '-y' ('scary') is in the word list beside the '-ing' ones.
    { text: 'The film was really scared.', better: 'The film was really scary.' },
    // The feeling's verb where its -ed form belongs.
    { text: 'I am very worry about the exam.', better: 'I am very worried about the exam.' },
    { text: 'We were so bore in the lesson.', better: 'We were so bored in the lesson.' },
    { text: "I'm really interest in history.", better: "I'm really interested in history." },
  ],
  counterExamples: [
    'I am relaxing at home.',
    'The film was boring.',
    'I was bored.',
    'He is interesting.',
    'I am interested in art.',
    // Ordinary sentences that look like the error and are right.
    'The film was boring, so we left.',
    'I was bored during the lecture.',
    'The news was surprising to everyone.',
    "Don't worry, I am fine.",
    'I am a worry to my mother.',
    'We were interested in the offer.',
    'I am going to relax at home.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const isContracted = t.lower === "i'm" || t.lower === "we're";
      if (!BE.has(t.lower) && !isContracted) return;
      const subject = isContracted ? t.lower : tokens[i - 1]?.lower ?? '';
      const at = complementAfter(tokens, i);
      const word = tokens[at];
      if (!word) return;
      // 'I am boring you' / 'I am relaxing at home' are verbs: only a feeling at the end or before a preposition counts.
      const after = tokens[at + 1];
      const isComplementOnly = !after || has(after, 'Preposition') || has(after, 'Conjunction') || has(after, 'Date') || /[,.!?]/.test(word.post) || ['today', 'now', 'here'].includes(after.lower);
      if (PEOPLE.has(subject) && ED_FORM[word.lower] && isComplementOnly && !(after && ['to', 'at', 'for'].includes(after.lower))) {
        edits.push({ start: at, end: at + 1, to: ED_FORM[word.lower]!, ...because('ed-or-ing-adjective.ed', { right: ED_FORM[word.lower]!, wrong: word.lower }) });
      } else if (PEOPLE.has(subject) && isComplementOnly && !(after && ['to', 'at', 'for'].includes(after.lower)) && feltFromVerb(word.lower)) {
        const felt = feltFromVerb(word.lower)!;
        edits.push({ start: at, end: at + 1, to: felt, ...because('ed-or-ing-adjective.verb', { right: felt, wrong: word.lower }) });
      } else if (THINGS.has(subject) && ING_FORM[word.lower] && has(tokens[i - 1], 'Noun') && !has(tokens[i - 1], 'Pronoun') || (THINGS.has(subject) && ['it', 'this', 'that'].includes(subject) && ING_FORM[word.lower] && !(after && ['by', 'with', 'in', 'about', 'of'].includes(after.lower)))) {
        edits.push({ start: at, end: at + 1, to: ING_FORM[word.lower]!, ...because('ed-or-ing-adjective.ing', { right: ING_FORM[word.lower]!, wrong: word.lower }) });
      }
    });
    return edits;
  },
};
