/**
 * An English word the learner put into their Spanish ('mi hermano es muy funny', 'quiero pagar con tarjeta de credit'):
 * Lucía gives its Spanish where her word lists hold it ('«funny» en español es «gracioso»'), and never says the English
 * back inside her own Spanish (spanish-learner-facts.ts leaves such a plan unquoted). A word both languages spell alike
 * ('hotel', 'taxi') or a name is no English word here.
 */
import { isEnglishWord } from '../grammar/looks-like-english';
import { spanishLexicon } from '../packs/es/spanish-lexicon';
import { findSpanishPhrase } from '../answers/spanish-phrasebook';
import { gendered } from '../packs/es/spanish-words';

/** After these a word is a name ('se llama Summer', 'me llamo Hope'), never translated. */
const NAMED_AFTER = /(?<![\p{L}])(?:se llama|me llamo|te llamas|llamad[oa]|llamo a)\s*$/iu;

/** The message's words written small that are English and no Spanish word. */
export function englishWordsIn(text: string): string[] {
  const lexicon = spanishLexicon();
  return (text.match(/(?<![\p{L}])\p{Ll}{3,}(?![\p{L}])/gu) ?? []).filter((word) => /^[a-z]+$/.test(word) && isEnglishWord(word) && !lexicon?.hasEntry(word) && !lexicon?.isWord(word));
}

/** The first English word of the message whose Spanish Lucía's lists hold, with it; two words together first ('credit card'). */
export function spanishForEnglishIn(text: string): { english: string; spanish: string } | null {
  const words = englishWordsIn(text);
  const nextTo = (a: string, b: string) => new RegExp(String.raw`(?<![\p{L}])${a} ${b}(?![\p{L}])`, 'u').test(text);
  for (const [i, word] of words.entries()) {
    if (NAMED_AFTER.test(text.slice(0, text.search(new RegExp(String.raw`(?<![\p{L}])${word}(?![\p{L}])`, 'u'))))) continue;
    const pair = words[i + 1] && nextTo(word, words[i + 1]!) ? `${word} ${words[i + 1]}` : null;
    const pairFound = pair ? findSpanishPhrase(pair) : null;
    if (pairFound) return { english: pair!, spanish: asWord(pairFound.spanish) };
    // Half of two English words together ('call center', 'fast food') is no word of its own: left alone.
    if (pair || (i > 0 && nextTo(words[i - 1]!, word))) continue;
    const found = findSpanishPhrase(word);
    if (found) return { english: word, spanish: asWord(found.spanish) };
  }
  return null;
}

/** The list's Spanish as a word in a sentence: no full stop, no capital ('Por favor.' -> 'por favor'). */
const asWord = (spanish: string) => spanish.replace(/[.!?¡¿]+/g, '').trim().replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());

/** Lucía's word on it, in her Spanish with the English after. */
export function spanishWordGiven({ english, spanish }: { english: string; spanish: string }): string {
  // An adjective that changes for gender is given in both forms ('bonito' o 'bonita'): the learner's person may be either.
  const feminine = !spanish.includes(' ') && gendered(spanish) === spanish ? spanish.replace(/o$/, 'a') : null;
  const said = feminine ? `«${spanish}» o «${feminine}»` : `«${spanish}»`;
  const saidEn = feminine ? `'${spanish}' or '${feminine}'` : `'${spanish}'`;
  return `«${english}» en español es ${said}. (In Spanish, '${english}' is ${saidEn}.)`;
}
