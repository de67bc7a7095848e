/**
 * "What can I say instead of 'very good'?": ordinary adjectives and the strong words that mean 'very' of them
 * ('very good' -> 'excellent', 'very tired' -> 'exhausted'), and the strong words themselves, which take
 * 'absolutely' or 'really', never 'very' ('very delicious' -> 'absolutely delicious', or 'very tasty').
 * Hand-written: a strong word must mean the ordinary word at its extreme, not merely something near it.
 */
export type StrongAdjective = { word: string; strong: readonly string[]; example: string };

export const STRONG_ADJECTIVES: readonly StrongAdjective[] = [
  { word: 'good', strong: ['excellent', 'fantastic', 'superb'], example: 'The service there was excellent.' },
  { word: 'bad', strong: ['terrible', 'awful', 'dreadful'], example: 'The traffic this morning was terrible.' },
  { word: 'big', strong: ['huge', 'enormous', 'massive'], example: 'They live in a huge house by the river.' },
  { word: 'small', strong: ['tiny'], example: 'My first flat had a tiny kitchen.' },
  { word: 'tired', strong: ['exhausted', 'worn out'], example: 'I was exhausted after the night shift.' },
  { word: 'hungry', strong: ['starving'], example: "Let's eat, I'm starving." },
  { word: 'happy', strong: ['delighted', 'thrilled'], example: 'She was delighted with her new job.' },
  { word: 'sad', strong: ['miserable', 'heartbroken'], example: 'He was heartbroken when his dog died.' },
  { word: 'cold', strong: ['freezing'], example: 'Take a coat, it is freezing outside.' },
  { word: 'hot', strong: ['boiling', 'scorching'], example: 'It was a scorching day at the beach.' },
  { word: 'angry', strong: ['furious'], example: 'My boss was furious about the mistake.' },
  { word: 'interesting', strong: ['fascinating'], example: 'The museum was fascinating.' },
  { word: 'beautiful', strong: ['stunning', 'gorgeous'], example: 'The view from the hill was stunning.' },
  { word: 'scared', strong: ['terrified'], example: 'I am terrified of spiders.' },
  { word: 'funny', strong: ['hilarious'], example: 'The film was hilarious.' },
  { word: 'dirty', strong: ['filthy'], example: 'After the match his boots were filthy.' },
  { word: 'clean', strong: ['spotless'], example: 'The hotel room was spotless.' },
  { word: 'surprised', strong: ['amazed', 'astonished'], example: 'I was amazed at how fast she learnt.' },
  { word: 'important', strong: ['crucial', 'vital'], example: 'Sleep is crucial before an exam.' },
  { word: 'tasty', strong: ['delicious'], example: 'The soup was delicious.' },
  { word: 'ugly', strong: ['hideous'], example: 'He wore a hideous orange jumper.' },
  { word: 'loud', strong: ['deafening'], example: 'The music at the party was deafening.' },
  { word: 'crowded', strong: ['packed'], example: 'The train was packed this morning.' },
  { word: 'old', strong: ['ancient'], example: 'We visited an ancient temple.' },
];

/** Strong words not listed above as another word's: they too take 'absolutely', not 'very'. */
const ALSO_STRONG = ['amazing', 'awesome', 'brilliant', 'wonderful', 'perfect', 'unique', 'impossible', 'furious', 'enormous', 'essential'];

const byWord = new Map(STRONG_ADJECTIVES.map((entry) => [entry.word, entry]));
/** Each strong word with the ordinary word it is the extreme of ('delicious' -> 'tasty'). */
const ordinaryOf = new Map(STRONG_ADJECTIVES.flatMap((entry) => entry.strong.map((strong) => [strong, entry.word] as const)));

/** 'very good', 'really tired', 'so hungry': the adjective after the intensifier, if the phrase is one. */
export const VERY_WORD = /^(?:very|really|so|extremely|too) ([a-z]+)$/i;

export const findStrongAdjective = (word: string): StrongAdjective | undefined => byWord.get(word.toLowerCase());
export const isStrongWord = (word: string): boolean => ordinaryOf.has(word.toLowerCase()) || ALSO_STRONG.includes(word.toLowerCase());
/** The ordinary word a strong one is the extreme of, for 'very' to go with instead ('very tasty'). */
export const ordinaryWordFor = (strong: string): string | undefined => ordinaryOf.get(strong.toLowerCase());
