/**
 * A name the learner's Spanish talks about: a person, a band, a place or a brand written with capitals ('Mi prima se
 * llama Jimena', 'Daddy Yankee sacó un disco nuevo', 'Me encanta Taylor Swift'). Spanish writes days, months,
 * languages and nationalities in lower case, so a capitalised word inside a sentence is a name, unless the
 * dictionary knows it in lower case (a learner's 'Lunes', 'Español', 'la Universidad'): a run with such a word is no
 * name. A sentence's first word is capitalised anyway: a name may start there only with a second word that no
 * dictionary knows either ('Shawn Mendes canta...'), or alone where English knows it for a name ('David vive...'), never
 * otherwise ('Musica es...' could be any word). Titles in
 * quotation marks are left out: a song's English words are no name to ask about.
 */
import { englishLexiconTags } from '../grammar/english-lexicon';
import { spanishLexicon, type SpanishLexicon } from '../packs/es/spanish-lexicon';
import { SURELY_PORTUGUESE_OR_ITALIAN } from '../packs/es/spanish-words';

const QUOTED = /[“"«][^”"»]*[”"»]/gu;
const CAPITALISED = /^\p{Lu}[\p{L}'’]*$/u;

const ENGLISH_NAME_TAGS = /Name|Person|City|Country|Region|Place|Organization|SportsTeam|ProperNoun/;
const ACCENTED: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };

/** A Spanish word in lower case, with one accent or 'ñ' the learner left out ('Espanol', 'Economicas'). */
function isUnaccentedSpanishWord(lexicon: SpanishLexicon, word: string): boolean {
  const lower = word.toLowerCase();
  return [...lower].some((letter, at) => ACCENTED[letter] !== undefined && lexicon.isWord(lower.slice(0, at) + ACCENTED[letter] + lower.slice(at + 1)));
}

/** How English's tagger knows a word: 'name' ('Madrid', 'Paul', 'Netflix'), 'word' ('This', 'Korean', 'Target') or not at all. */
function englishReading(word: string): 'name' | 'word' | undefined {
  const tags = englishLexiconTags(word).join(' ');
  return tags === '' ? undefined : ENGLISH_NAME_TAGS.test(tags) ? 'name' : 'word';
}

/**
 * Every word capitalised and none a Spanish word in lower case ('Taylor Swift', 'Paul McCartney'; not 'Nueva York'). A name
 * of one word is one English knows as a name ('Paul', 'Netflix'), or else neither an English word ('Korean') nor a Spanish one
 * short of an accent ('Espanol').
 */
export function isSpanishName(phrase: string): boolean {
  const lexicon = spanishLexicon();
  const words = phrase.split(/\s+/);
  if (!lexicon || words[0]!.length < 2 || !words.every((word) => CAPITALISED.test(word) && !lexicon.isWord(word.toLowerCase()))) return false;
  if (words.length > 1) return true;
  const english = englishReading(words[0]!);
  return english === 'name' || (english === undefined && !isUnaccentedSpanishWord(lexicon, words[0]!));
}

/** The first name in `text`, as written ('Taylor Swift'), or null. Without the dictionary, null: no guess. */
export function findSpanishName(text: string): string | null {
  if (!spanishLexicon()) return null;
  for (const sentence of text.replace(QUOTED, '. ').split(/[.!?¡¿;:()]+/)) {
    // Words with what follows each: a name runs on only over spaces ('Rosalía, Shakira' are two).
    const words = [...sentence.matchAll(/([\p{L}'’]+)(\s*)/gu)].map((m) => ({ word: m[1]!, joins: m[2] !== '' && sentence[m.index + m[0].length] !== undefined }));
    for (let start = 0; start < words.length; start++) {
      if (!CAPITALISED.test(words[start]!.word)) continue;
      let end = start;
      while (words[end]!.joins && end + 1 < words.length && CAPITALISED.test(words[end + 1]!.word)) end++;
      const run = words.slice(start, end + 1).map(({ word }) => word);
      const opensSentence = start === 0;
      // 'Me llamo Ana', 'Eu me chamo João', 'Mi nombre es Tom': the learner's own name, no one to ask them about.
      const before = words.slice(Math.max(0, start - 2), start).map(({ word }) => word.toLowerCase()).join(' ');
      if (/(?:^|\s)(?:llamo|chamo|soy|sou)$|nombre es$/.test(before)) {
        start = end;
        continue;
      }
      start = end;
      // Alone at the start, only a word English knows as a name ('Beyonce canta...', 'David vive...'), and no word of Portuguese.
      if (opensSentence && run.length < 2 && (englishReading(run[0]!) !== 'name' || SURELY_PORTUGUESE_OR_ITALIAN.has(run[0]!.toLowerCase()))) continue;
      if (isSpanishName(run.join(' '))) return run.join(' ');
    }
  }
  return null;
}
