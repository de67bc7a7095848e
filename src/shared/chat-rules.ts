/** Conversation rules shared by server and browser. */
import { GRAMMAR_TIPS_MAX, VOCABULARY_KEPT } from './constants';

/** Requests for lists, examples, steps and the like get the long-answer style (up to 15 sentences). */
const LONG_ANSWER_PATTERNS = [
  /\blist\b/i,
  /\bexamples?\b/i,
  /\bstep[- ]by[- ]step\b/i,
  /\bsteps\b/i,
  /\b\d+\s+(?:\w+\s+)?(?:examples?|tips|ways|ideas|words|phrases|sentences|questions|reasons|mistakes)\b/i,
  /\b(?:explain|describe)\b.*\b(?:detail|detailed|difference|differences)\b/i,
  /\bin detail\b/i,
  /\bgive me (?:some|a few|several|more)\b/i,
  /\bhow (?:do|can|should) i\b.*\b(?:improve|practi[cs]e|prepare|learn)\b/i,
];

export function isLongAnswerRequest(text: string): boolean {
  return LONG_ANSWER_PATTERNS.some((pattern) => pattern.test(text));
}

/** Words too common to teach, even at 6+ letters. */
const STOP_WORDS = new Set(
  (
    'about above across after again against almost already always another around because become before behind being below between ' +
    'beyond cannot could during either enough especially everyone everything except further however inside instead little maybe ' +
    'myself neither nothing others otherwise outside people perhaps please pretty rather really should something sometimes somewhere ' +
    'thanks thank things think thought though through together toward towards actually anyway anything anyone around because before ' +
    'without within would yourself yourselves himself herself itself themselves ourselves whatever whenever wherever whether which ' +
    'while little should simple saying talking called making having getting trying wanted looking coming seemed likely probably ' +
    'different important interesting another answer question great friend friends english teacher practice speaking conversation'
  ).split(/\s+/),
);

/**
 * 'telling', 'started', 'helped', 'things': an ending on a short or common word is the teacher's everyday
 * language, not a new word to learn. Each possible base is tried (tell, start, help; like for liked).
 */
function isFormOfEverydayWord(word: string): boolean {
  for (const ending of ['ing', 'ed', 'es', 's']) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    const bases = [stem, `${stem}e`, ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : []), ...(stem.endsWith('i') ? [`${stem.slice(0, -1)}y`] : [])];
    if (bases.some((base) => base.length >= 3 && (base.length < 6 || STOP_WORDS.has(base)))) return true;
  }
  return false;
}

/** New words worth learning in a message: 6+ lowercase letters, not common nor a form of an everyday word, at most `max` (5). */
export function extractVocabulary(text: string, alreadyKnown: readonly string[] = [], max = 5): string[] {
  const known = new Set(alreadyKnown);
  const found: string[] = [];
  for (const raw of text.split(/[^A-Za-z'-]+/)) {
    const word = raw.replace(/^['-]+|['-]+$/g, '');
    if (!/^[a-z]{6,}$/.test(word) || STOP_WORDS.has(word) || isFormOfEverydayWord(word) || known.has(word)) continue;
    known.add(word);
    found.push(word);
    if (found.length === max) break;
  }
  return found;
}

/** Adds new words to the list, keeping only the most recent `VOCABULARY_KEPT` (8). */
export function keepRecentVocabulary<T>(current: readonly T[], added: readonly T[]): T[] {
  return [...current, ...added].slice(-VOCABULARY_KEPT);
}

const FORBIDDEN_TIP_TOPICS = /punctuation|spelling|capitali[sz]|comma|period|question mark/i;

/** Keeps AI grammar tips that are useful for speech: stripped of bullets, > 15 chars, at most 4. */
export function filterGrammarTips(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]+|\d+[.)])\s*/, '').replace(/\*+/g, '').trim())
    .filter((line) => line.length > 15 && !FORBIDDEN_TIP_TOPICS.test(line))
    .slice(0, GRAMMAR_TIPS_MAX);
}

/** The context grammar tips are generated from: the topic, then the last 6 messages. */
export function conversationContextForTips(topic: string, messages: ReadonlyArray<{ role: string; content: string }>): string {
  const recent = messages.slice(-6).map((m) => `${m.role === 'user' ? 'Learner' : 'Teacher'}: ${m.content}`);
  return `Topic: ${topic}\n${recent.join('\n')}`;
}

/** Fallback tips when the AI cannot provide any (a countable-noun set or a general set). */
export const fallbackGrammarTips = {
  countableNouns: [
    'Use "many" with countable nouns (many apples) and "much" with uncountable ones (much water).',
    'Say "an apple" but "some fruit": fruit is usually uncountable in English.',
    'Use "fewer" with countable nouns and "less" with uncountable nouns.',
  ],
  general: [
    'Keep your tenses consistent: if the story is in the past, keep the verbs in the past.',
    'Use "a" before consonant sounds and "an" before vowel sounds: a university, an hour.',
    'After "I enjoy" or "I finished", use the -ing form: I enjoy cooking.',
    'Put adverbs of frequency before the main verb: I often go, I never eat.',
  ],
} as const;

export function fallbackTipsFor(context: string): string[] {
  return /\b(fruit|apples?|bananas?|food|water|money|bread|rice|many|much)\b/i.test(context)
    ? [...fallbackGrammarTips.countableNouns]
    : [...fallbackGrammarTips.general];
}
