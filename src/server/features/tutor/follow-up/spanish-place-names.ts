/**
 * Places as Lucía names them: said back as Spanish spells them, however the learner typed them ('ir a alemania' ->
 * 'ir a Alemania', 'en mexico' -> 'en México'), and glossed as English names them ('Alemania' -> 'Germany'). The names
 * are the pack's lists (place-names-in-english.json, place-names-with-accents.json). A name typed in lower case is
 * taken for the place only after a word that leads to one ('a', 'en', 'de'...): 'con chile' stays a pepper.
 */
import IN_ENGLISH from '../packs/es/words/place-names-in-english.json';
import WITH_ACCENTS from '../packs/es/words/place-names-with-accents.json';
import { stripAccents } from '../../../lib/strip-accents';

const ENGLISH: Readonly<Record<string, string>> = IN_ENGLISH;
const plain = (text: string) => stripAccents(text).toLowerCase();

/** Each place by its letters without accents or capitals, longest first ('corea del sur' before 'corea'). */
const SPELLINGS: ReadonlyMap<string, string> = new Map(
  [...Object.keys(ENGLISH), ...Object.values(WITH_ACCENTS.names)].sort((a, b) => b.length - a.length).map((name) => [plain(name), name]),
);

const LEADS_TO_A_PLACE = new Set(['a', 'en', 'de', 'desde', 'hasta', 'para', 'por']);

/** The place's English name, or the name itself where English writes it the same ('Perú' -> 'Peru' by its letters). */
export function placeInEnglish(place: string): string {
  return ENGLISH[place] ?? (SPELLINGS.has(plain(place)) ? stripAccents(place) : place);
}

/** A place Spanish names otherwise by its English name ('Japón' -> 'Japan', 'Londres' -> 'London'); any other as written ('Bogotá'). */
export function renamedInEnglish(place: string): string {
  return ENGLISH[place] ?? place;
}

/** `text` with every place of the lists spelt as Spanish spells it. */
export function spellPlaceNames(text: string): string {
  const words = [...text.matchAll(/\p{L}+/gu)];
  let out = '';
  let from = 0;
  for (let at = 0; at < words.length; at++) {
    for (const length of [3, 2, 1]) {
      const run = words.slice(at, at + length);
      if (run.length < length) continue;
      const start = run[0]!.index!;
      const end = run.at(-1)!.index! + run.at(-1)![0].length;
      const written = text.slice(start, end);
      const name = SPELLINGS.get(plain(written).replace(/\s+/g, ' '));
      if (!name || name === written) continue;
      const isCapitalised = /^\p{Lu}/u.test(written);
      if (!isCapitalised && !LEADS_TO_A_PLACE.has(words[at - 1]?.[0].toLowerCase() ?? '')) continue;
      out += text.slice(from, start) + name;
      from = end;
      at += length - 1;
      break;
    }
  }
  return out + text.slice(from);
}
