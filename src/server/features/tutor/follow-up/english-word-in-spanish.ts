/**
 * An English word the learner put into their Spanish ('mi hermano es muy funny', 'quiero pagar con tarjeta de credit'):
 * Lucía gives its Spanish where her word lists hold it ('«funny» en español es «gracioso»'), and never says the English
 * back inside her own Spanish (spanish-learner-facts.ts leaves such a plan unquoted). A word both languages spell alike
 * ('hotel', 'taxi') or a name is no English word here.
 */
import { isEnglishWord } from '../grammar/looks-like-english';
import { spanishLexicon } from '../packs/es/spanish-lexicon';
import { findSpanishPhrase } from '../answers/spanish-phrasebook';

/** The message's words written small that are English and no Spanish word. */
export function englishWordsIn(text: string): string[] {
  const lexicon = spanishLexicon();
  return (text.match(/(?<![\p{L}])\p{Ll}{3,}(?![\p{L}])/gu) ?? []).filter((word) => /^[a-z]+$/.test(word) && isEnglishWord(word) && !lexicon?.hasEntry(word) && !lexicon?.isWord(word));
}

/** The first English word of the message whose Spanish Lucía's lists hold, with it; two words together first ('credit card'). */
export function spanishForEnglishIn(text: string): { english: string; spanish: string } | null {
  const words = englishWordsIn(text);
  for (const [i, word] of words.entries()) {
    const pair = words[i + 1] && new RegExp(String.raw`(?<![\p{L}])${word} ${words[i + 1]}(?![\p{L}])`, 'u').test(text) ? `${word} ${words[i + 1]}` : null;
    const found = (pair && findSpanishPhrase(pair)) ? { english: pair, entry: findSpanishPhrase(pair)! } : findSpanishPhrase(word) ? { english: word, entry: findSpanishPhrase(word)! } : null;
    if (found) return { english: found.english, spanish: found.entry.spanish };
  }
  return null;
}

/** Lucía's word on it, in her Spanish with the English after. */
export const spanishWordGiven = ({ english, spanish }: { english: string; spanish: string }): string =>
  `«${english}» en español es «${spanish}». (In Spanish, '${english}' is '${spanish}'.)`;
