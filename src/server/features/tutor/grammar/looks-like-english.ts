/**
 * A learner writing English to a Spanish teacher ('What is your name?', 'My sister lives in Dallas'): the
 * Spanish pack must not respell English words as Spanish ones ('name' -> 'ñame', 'lives' -> 'libes').
 */
import { SPANISH_WORDS } from './looks-like-spanish';

const ENGLISH_WORDS = new Set(
  ('the an is are was were am be been my your his her our their i you she it we they him them this that these those ' +
    'what where when why how who which do does did don\'t doesn\'t didn\'t can can\'t could would should will won\'t have has had ' +
    'and or but of to in on at for with from about please thanks thank not yes very so like want know say speak understand word ' +
    // Contractions and everyday words no Spanish sentence holds ('I'm going to Mexico next month').
    "i'm i've i'll it's that's there's going next help if just").split(' '),
);

/** A title or words quoted in another language ('mi película favorita es "The Lion King"') say nothing of the learner's. */
const QUOTED = /["“«][^"”»]*(?:["”»]|$)/g;

/**
 * English where English words are three in ten and outnumber the Spanish ones: 'is por for reasons and para for goals?' asks
 * about two Spanish words in English (its 'goals' is no Spanish slip to respell), while 'Mi hermana is very simpática' mixes.
 */
export function looksLikeEnglish(text: string): boolean {
  const own = text.replace(QUOTED, ' ');
  if (/[¿¡]/.test(own)) return false;
  const words = own.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 2) return false;
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  const spanish = words.filter((w) => SPANISH_WORDS.has(w) || /[áéíóúñ]/.test(w)).length;
  return english / words.length >= 0.3 && english > spanish;
}
