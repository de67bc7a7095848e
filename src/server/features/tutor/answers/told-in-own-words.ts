/**
 * "Can you remember where I am going next month?", "Do you remember how many times I failed?": a recall question
 * about something no kind of fact names (a trip, a number, an event) is matched against the learner's own earlier
 * sentences by the words they share, and the best one is said back. A question with no words of its own ('What do you
 * remember about me?') asks for everything, and is left to the facts kept.
 */
const QUESTION_WORDS = new Set(
  `remember recall know knew do does did can could would will you your yours me my mine i i'm am is are was were be been what where when how who which why
  whose the a an to of in on at for about from with tell told say said that it this those these again still please many much yes no and or so time times
  there here ever even really yet already just now then like te acuerdas acuerdo recuerdas recuerdo sabes sé de del que qué mi mis me cómo dónde cuándo cuánto
  cuántos cuántas cuál el la los las lo es son era se dije conté y o a en por para tú tu mí ti sobre algo
  donde como cuando cuanto cuantos cuantas cual que remind`.split(/\s+/),
);

/** Words that name one thing to a learner asking back: 'what score I need' was told as 'I need band 7'. */
const SAME_THING: Readonly<Record<string, string>> = { band: 'score', mark: 'score', grade: 'score', town: 'city', hometown: 'city', village: 'city', firm: 'company' };

/** 'going' and 'go', 'failed' and 'fail', 'months' and 'month' are one word here; 'band' and 'score' too (SAME_THING). */
const stemOf = (word: string) => {
  const stem = word.toLowerCase().replace(/(?:ing|ed|es|s)$/, '');
  return SAME_THING[stem] ?? SAME_THING[word.toLowerCase()] ?? stem;
};

const wordsOf = (text: string) => [...text.toLowerCase().matchAll(/\p{L}+(?:'\p{L}+)?/gu)].map((m) => m[0]);

/** The question's own words: what it asks about. */
export function askedAbout(question: string): string[] {
  return [...new Set(wordsOf(question).filter((w) => !QUESTION_WORDS.has(w)).map(stemOf).filter((w) => w.length >= 2))];
}

/** The learner's earlier sentence that shares most of the question's own words (the latest on a tie), or null. */
export function sentenceToldAbout(question: string, earlierMessages: readonly string[]): string | null {
  const asked = askedAbout(question);
  if (asked.length === 0) return null;
  let best: { sentence: string; shared: number } | null = null;
  for (const message of earlierMessages) {
    for (const sentence of message.split(/(?<=[.!?])\s+/)) {
      const own = new Set(wordsOf(sentence).map(stemOf));
      const shared = asked.filter((w) => own.has(w)).length;
      if (shared > 0 && shared >= (best?.shared ?? 0)) best = { sentence: sentence.trim(), shared };
    }
  }
  // One word of several shared is chance ('next' in 'next week' against 'next month'), unless it is all that was asked.
  return best && (best.shared >= 2 || asked.length === 1) ? best.sentence : null;
}

/** The learner's words turned to the teacher's: 'I', 'my', 'we', 'am', 'was' said back as 'you', 'your', 'are', 'were'. */
const SAID_BACK: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bi(?:'m| am)\b/gi, 'you are'],
  [/\bwe(?:'re| are)\b/gi, 'you are'],
  [/\b(?:i|we) was\b/gi, 'you were'],
  [/\b(?:i|we)(?:'ve| have)\b/gi, 'you have'],
  [/\b(?:i|we)(?:'ll| will)\b/gi, 'you will'],
  [/\b(?:i|we)(?:'d| would)\b/gi, 'you would'],
  [/\b(?:my|our)\b/gi, 'your'],
  [/\b(?:mine|ours)\b/gi, 'yours'],
  [/\bmyself\b/gi, 'yourself'],
  [/\bme\b/gi, 'you'],
  // 'us' small only: 'the US' is a country.
  [/\bus\b/g, 'you'],
  [/\b(?:i|we)\b/gi, 'you'],
];
/** 'my friends' -> 'your friends', 'I was' -> 'you were': the learner's words as the teacher says them back. */
export const inTheTeachersWords = (text: string): string => SAID_BACK.reduce((said, [pattern, to]) => said.replace(pattern, to), text);
const MAX_WORDS_SAID_BACK = 20;
/** Words that open a sentence with a capital only because they open it ('Next month...', 'The shop...'); any other keeps it ('Maria...'). */
const SMALL_OPENERS = /^(?:next|last|yesterday|today|tomorrow|this|that|these|in|on|at|every|when|after|before|the|a|an|there|it|he|she|they|his|her|their|so|and|but|because|now|then|sometimes|usually|always|often)$/i;

/**
 * 'Yes, I remember: you told me your daughter is 6 years old.': a short sentence of the learner's in English said back
 * in the teacher's words; a long one, or one already talking to her ('you'), is quoted as it was written. A name that
 * opens it keeps its capital ('Maria is your best friend').
 */
/** A greeting the sentence opened with ('Hi, my name is Kasia...'): no part of what was told. */
const GREETING = /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood (?:morning|afternoon|evening))(?: (?:there|teacher|everyone|\p{Lu}\p{L}+))?[,!.]?\s+(?=\p{L})/u;

export function rememberedSentence(sentence: string): string {
  const plain = sentence.trim().replace(GREETING, '').replace(/[’‘]/g, "'").replace(/[.!?]+$/, '');
  if (plain.split(/\s+/).length > MAX_WORDS_SAID_BACK || /\byou(?:r|rs)?\b/i.test(plain)) return `Yes, I remember: you told me, "${plain}."`;
  const said = inTheTeachersWords(plain);
  const first = said.split(/\s+/)[0] ?? '';
  return `Yes, I remember: you told me ${SMALL_OPENERS.test(first) ? said.charAt(0).toLowerCase() + said.slice(1) : said}.`;
}
