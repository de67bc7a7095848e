/**
 * CMUdict (the pronouncing dictionary beside the acoustic model): each word's pronunciations, and the
 * word a pronunciation spells, so a slip can be named as the word it sounds like ("think" → "sink").
 * Read once, on first use, off the event loop's hot path (about 135,000 entries).
 */
import { readFile } from 'node:fs/promises';

export type CmuDictionary = { pronunciationsOf: (word: string) => string[][]; wordSpelledBy: (phones: readonly string[], near: string) => string | undefined };

const loaded = new Map<string, Promise<CmuDictionary>>();

export function loadCmuDictionary(path: string): Promise<CmuDictionary> {
  let dictionary = loaded.get(path);
  if (!dictionary) {
    dictionary = readFile(path, 'utf8').then(parseCmuDictionary);
    loaded.set(path, dictionary);
    dictionary.catch(() => loaded.delete(path));
  }
  return dictionary;
}

export function parseCmuDictionary(text: string): CmuDictionary {
  const pronunciations = new Map<string, string[][]>();
  const words = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const [entry, ...phones] = line.trim().split(/\s+/);
    if (!entry || phones.length === 0 || entry.startsWith(';;;')) continue;
    const word = entry.replace(/\(\d+\)$/, '');
    const cut = phones.indexOf('#'); // a few entries carry a comment
    const clean = cut >= 0 ? phones.slice(0, cut) : phones;
    if (clean.length === 0) continue;
    pronunciations.set(word, [...(pronunciations.get(word) ?? []), clean]);
    const key = clean.join(' ');
    words.set(key, [...(words.get(key) ?? []), word]);
  }
  return {
    pronunciationsOf: (word) => pronunciations.get(word.toLowerCase()) ?? [],
    wordSpelledBy: (phones, near) => closestSpelling(words.get(phones.join(' ')) ?? [], near.toLowerCase()),
  };
}

/** Of the words a pronunciation spells ("sink", "cinq"), the one written most like the word asked for. */
function closestSpelling(candidates: string[], near: string): string | undefined {
  const shared = (word: string) => {
    let prefix = 0;
    while (prefix < word.length && word[prefix] === near[prefix]) prefix++;
    let suffix = 0;
    while (suffix < word.length - prefix && word.at(-1 - suffix) === near.at(-1 - suffix)) suffix++;
    return prefix + suffix;
  };
  // Contractions, possessives and abbreviations ("e's", "e.s") name a slip badly; plain words first.
  const plain = (word: string) => (/^[a-z]+$/.test(word) ? 0 : 1);
  return candidates.filter((word) => word !== near).sort((a, b) => plain(a) - plain(b) || shared(b) - shared(a) || a.length - b.length)[0];
}
