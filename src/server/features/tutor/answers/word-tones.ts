/**
 * "Is 'cheap' positive or negative?", "Is it rude to say 'fat'?": words whose feeling matters more than their
 * meaning, each with the gentler or stronger word beside it. Hand-written; a word not here gets an honest answer.
 */
export type WordTone = {
  words: readonly string[];
  tone: 'positive' | 'negative' | 'neutral' | 'it depends';
  /** One or two spoken sentences: when it is used, and what to say instead. */
  note: string;
};

export const WORD_TONES: readonly WordTone[] = [
  { words: ['cheap'], tone: 'it depends', note: "It's fine for prices, like a cheap ticket, but it can also mean low quality. For something good at a low price, say 'affordable' or 'good value'." },
  { words: ['skinny'], tone: 'negative', note: "It usually means too thin. 'Slim' is the positive word, and 'thin' is neutral." },
  { words: ['slim'], tone: 'positive', note: "It means thin in an attractive way. 'Thin' is neutral, and 'skinny' often means too thin." },
  { words: ['thin'], tone: 'neutral', note: "It just describes. 'Slim' is positive, and 'skinny' often sounds negative." },
  { words: ['fat'], tone: 'negative', note: "About a person it sounds rude. 'Overweight' is neutral, and 'big' or 'heavy' are gentler; for babies people say 'chubby'." },
  { words: ['chubby', 'plump'], tone: 'it depends', note: "They are gentler than 'fat', and 'chubby' is friendly about babies and children, but about an adult both can still hurt." },
  { words: ['old'], tone: 'it depends', note: "About things it's neutral, but about a person it can sound rude. Say 'elderly' or 'older' instead." },
  { words: ['childish'], tone: 'negative', note: "It means behaving like a child in a silly way. 'Childlike' is the positive word: innocent and full of wonder." },
  { words: ['childlike'], tone: 'positive', note: "It means innocent and full of wonder, like a child. 'Childish' is the negative word." },
  { words: ['stubborn'], tone: 'negative', note: "It means refusing to change your mind. The positive word for the same strength is 'determined'." },
  { words: ['determined'], tone: 'positive', note: "It means you don't give up. 'Stubborn' is the negative side of the same thing." },
  { words: ['curious'], tone: 'positive', note: "It means you want to learn and know things. 'Nosy' is the negative word: too interested in other people's business." },
  { words: ['nosy', 'nosey'], tone: 'negative', note: "It means too interested in other people's private lives. 'Curious' is the positive word." },
  { words: ['ambitious'], tone: 'positive', note: "Mostly positive: you want to succeed. Said with a cold voice it can mean someone who only thinks of their career." },
  { words: ['proud'], tone: 'it depends', note: "Proud of your work or your family is positive. A proud person, without 'of', can sound arrogant." },
  { words: ['arrogant'], tone: 'negative', note: "It means thinking you are better than others. 'Confident' is the positive word." },
  { words: ['confident'], tone: 'positive', note: "It means sure of yourself. Too much of it is 'arrogant' or 'cocky', both negative." },
  { words: ['aggressive'], tone: 'negative', note: "About a person it's negative: angry and ready to attack. 'Assertive' is the positive word: saying what you want clearly and calmly." },
  { words: ['assertive'], tone: 'positive', note: "It means saying what you want clearly and calmly. 'Aggressive' is the negative word." },
  { words: ['cunning'], tone: 'negative', note: "It means clever in a dishonest way. 'Clever' or 'smart' are positive." },
  { words: ['naive'], tone: 'negative', note: "It means you trust too easily because you lack experience. 'Innocent' is the kinder word." },
  { words: ['bossy'], tone: 'negative', note: "It means always telling people what to do. For a good leader, say 'decisive' or 'a natural leader'." },
  { words: ['interesting'], tone: 'it depends', note: "Usually positive, but a slow, flat 'That's... interesting' is a polite way to say you are not sure you like something." },
  { words: ['weird'], tone: 'negative', note: "It's informal, and said of a person it can sound unkind. 'Unusual' is neutral, and 'unique' is positive." },
  { words: ['unique'], tone: 'positive', note: "It means the only one of its kind, so it's special. 'Unusual' is neutral, and 'weird' is often negative." },
  { words: ['smell'], tone: 'it depends', note: "The noun is neutral, but 'it smells' alone means it smells bad. 'Scent', 'aroma' and 'fragrance' are positive, and 'stink' is very negative." },
  { words: ['famous'], tone: 'positive', note: "It means known by many people. 'Notorious' and 'infamous' mean famous for something bad." },
  { words: ['notorious', 'infamous'], tone: 'negative', note: "They mean famous for something bad. 'Famous' and 'well-known' are positive." },
  { words: ['cheeky'], tone: 'it depends', note: "It means a little rude, but often in a funny way that people like, especially about children." },
  { words: ['frugal', 'thrifty'], tone: 'positive', note: "They mean careful with money. 'Stingy' and 'mean' are the negative words for not wanting to spend." },
  { words: ['stingy', 'tight'], tone: 'negative', note: "They mean not wanting to spend or share money. 'Thrifty' or 'careful with money' are positive." },
  { words: ['mean'], tone: 'negative', note: "It means unkind, and in British English also not generous with money. 'Thrifty' is the positive word for careful with money." },
  { words: ['simple'], tone: 'it depends', note: "About a task it's positive, easy. About a person it can sound rude, as if they were not clever." },
  { words: ['average'], tone: 'neutral', note: "It means normal or typical, but about work or a film it can sound a little negative, not very good." },
  { words: ['nerd', 'geek'], tone: 'it depends', note: "They used to be insults, but now many people say them proudly about themselves: a computer geek." },
  { words: ['picky', 'fussy'], tone: 'negative', note: "They mean hard to please, especially about food. 'Particular' or 'has high standards' are kinder." },
  { words: ['sensitive'], tone: 'it depends', note: "It can be positive, aware of others' feelings, or negative, easily upset. The words around it tell you which." },
  { words: ['eccentric'], tone: 'it depends', note: "It means strange in an interesting way, usually said with affection." },
  { words: ['crowd'], tone: 'neutral', note: "It's neutral: many people together. A 'mob' is a dangerous, angry crowd." },
];

const TONE_BY_WORD = new Map(WORD_TONES.flatMap((entry) => entry.words.map((word) => [word, entry] as const)));

export function findWordTone(word: string): WordTone | undefined {
  return TONE_BY_WORD.get(word.trim().toLowerCase());
}

/** "Is 'cheap' positive or negative?", "Is 'skinny' a negative word?", "Is it rude to say 'fat'?" (group 1 or 2). */
/**
 * "And the opposite?", "What's the opposite of it?": the opposite of the word just talked about. Group 1 is the word
 * pointed with ('it' when none is said), which answer-word-alternatives.ts finds in the conversation.
 */
export const ASKS_OPPOSITE_OF_IT = /^(?:(?:and|so|ok(?:ay)?)[,]?\s+)?(?:what(?:'s| is| about)\s+)?the opposite(?: one| word)?(?: of (it|that|this|this word|that word))?\s*[?.!]*$/i;

export const ASKS_TONE = /^(?:is|does) ["'‘“]?([\p{L}][\p{L}' -]{0,24}?)["'’”]? (?:a )?(?:(?:positive|negative|good|bad) or (?:positive|negative|good|bad)|positive|negative|rude|polite|offensive|an insult|a compliment|(?:sound|have a) (?:positive|negative|rude|bad|good)(?: meaning| feeling)?)(?: word| meaning| thing to say)?\s*[?.!]*\s*$|\bis it (?:rude|polite|ok|okay|offensive|bad) to (?:say|write|call (?:someone|somebody|a person|people)) ["'‘“]?([\p{L}][\p{L}' -]{0,24}?)["'’”]?(?: (?:to|with|in|at) (?:an? |my |the |your )?(?:boss|manager|teacher|professor|clients?|customers?|colleagues?|co-?workers?|strangers?|someone|people|e-?mails?|work|an interview|interviews?))?\s*[?.!]*\s*$/iu;
