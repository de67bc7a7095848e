/**
 * A learner writing English to a Spanish teacher ('What is your name?', 'My sister lives in Dallas'): the
 * Spanish pack must not respell English words as Spanish ones ('name' -> 'ñame', 'lives' -> 'libes').
 */
import { englishLexiconTags } from './english-lexicon';
import { SPANISH_WORDS } from './looks-like-spanish';

const ENGLISH_WORDS = new Set(
  ('the an is are was were am be been my your his her our their i you she it we they him them this that these those ' +
    'what where when why how who which do does did don\'t doesn\'t didn\'t can can\'t could would should will won\'t have has had ' +
    'and or but of to in on at for with from about please thanks thank not yes very so like want know say speak understand word ' +
    // Contractions and everyday words no Spanish sentence holds ('I'm going to Mexico next month').
    "i'm i've i'll it's that's there's going next help if just").split(' '),
);

/** Tags of names, which say nothing of a language. */
const NOT_ONLY_ENGLISH = new Set(['FirstName', 'MaleName', 'FemaleName', 'LastName', 'Place', 'Country', 'City', 'Region', 'Month', 'Abbreviation', 'Acronym', 'Organization', 'Actor']);
/** Spanish words of four letters or more that English spells the same ('Dice que come chocolate'): no sign of English. */
const SPELT_IN_BOTH = new Set(['come', 'once', 'dice', 'sale', 'vine', 'base', 'fine', 'mole', 'tome', 'pone', 'cafe', 'hotel', 'animal', 'actor', 'doctor', 'motor', 'radio', 'taxi', 'menu', 'final', 'total', 'idea', 'hospital', 'plan', 'chocolate', 'tomate', 'salsa', 'siesta', 'fiesta']);
/** Endings of Spanish words that English shares ('pizza', 'piano', 'normal', 'color', 'popular', 'probable'). */
const SPANISH_LIKE_ENDING = /(?:[ao]s?|al|ar|or|ble)$/;
/**
 * A word of English's own: in the list above, or in the tagger's English lexicon with four letters or more, no accent and no
 * ending Spanish words share ('please', 'exercises', 'weekend', 'harder'); 'pan', 'media', 'general' are Spanish words too.
 */
export function isEnglishWord(word: string): boolean {
  if (ENGLISH_WORDS.has(word)) return true;
  if (word.length < 4 || SPANISH_WORDS.has(word) || SPELT_IN_BOTH.has(word) || /[áéíóúñ]/.test(word) || SPANISH_LIKE_ENDING.test(word)) return false;
  const tags = englishLexiconTags(word);
  return tags.length > 0 && !tags.some((tag) => NOT_ONLY_ENGLISH.has(tag));
}

/** A title or words quoted in another language ('mi película favorita es "The Lion King"') say nothing of the learner's. */
const QUOTED = /["“«][^"”»]*(?:["”»]|$)/g;

/**
 * English where English words are three in ten and outnumber the Spanish ones: 'is por for reasons and para for goals?' asks
 * about two Spanish words in English (its 'goals' is no Spanish slip to respell), while 'Mi hermana is very simpática' mixes.
 */
export function looksLikeEnglish(text: string): boolean {
  const own = text.replace(QUOTED, ' ');
  if (/[¿¡]/.test(own)) return false;
  // A capital inside a sentence is a name or a title ('Will Ferrell', 'This Is Us'): neither language's word ('I' aside).
  const opensSentence = (at: number) => /(?:^|[.!?])$/.test(own.slice(0, at).trimEnd());
  const words = [...own.matchAll(/[\p{L}']+/gu)]
    .filter((m) => !/^\p{Lu}/u.test(m[0]) || /^I(?:'|$)/.test(m[0]) || opensSentence(m.index))
    .map((m) => m[0].toLowerCase());
  if (words.length < 2) return false;
  const english = words.filter(isEnglishWord).length;
  // Spanish: a listed word, an accent, or a word no English lexicon knows with a Spanish ending ('familia', 'madrugar').
  const spanish = words.filter((w) => SPANISH_WORDS.has(w) || /[áéíóúñ]/.test(w) || (SPANISH_LIKE_ENDING.test(w) && englishLexiconTags(w).length === 0)).length;
  return english / words.length >= 0.3 && english > spanish;
}
