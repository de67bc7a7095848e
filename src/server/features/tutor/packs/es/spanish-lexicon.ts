/**
 * Spanish morphology from the Hunspell dictionary of the RLA-ES project (npm `dictionary-es`, MPL-1.1 among
 * its licences, read unmodified from node_modules): which words exist, and which infinitive a verb form comes
 * from ('tiene' <- tener, 'visitaba' <- visitar). Words are looked up the way Hunspell does it, by stripping
 * suffix rules back to a dictionary stem (two levels: 'canciones' = canción + es), so nothing is expanded in
 * memory: loading reads two files (~0.9 MB) and takes tens of ms, a lookup microseconds.
 * Loaded lazily, in the grammar worker for corrections; null when the package is missing (rules then fall back).
 * Words of Mexico's Spanish come from the same project's `dictionary-es-mx` (withWordsOf, below).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { log } from '../../../../lib/logger';

type Suffix = { flag: string; strip: string; add: string; continuation: string; condition: RegExp };
export type Analysis = { stem: string; flags: string; via: Suffix[] };

export type SpanishLexicon = {
  /** Every analysis of a lower-case word: its stem and the suffix rules that made it. */
  analyses(word: string): Analysis[];
  isWord(word: string): boolean;
  /** The infinitives a form can come from ('fue' -> ser, ir; 'visité' -> visitar). */
  infinitivesOf(word: string): string[];
  /** The stem is in the dictionary as written ('Sudáfrica', 'Madrid': a name). */
  hasEntry(word: string): boolean;
  /** Every reading of the word is a verb form ('historie', of 'historiar'; not 'historia', also a noun). */
  isOnlyVerbForm(word: string): boolean;
};

/** Verb paradigms in the RLA-ES affix file: regular -ar, -er, -ir and the irregular ones. */
const VERB_FLAGS = new Set(['R', 'E', 'I', 'X']);

/** A reading made by a verb paradigm from an infinitive ('visitaba' <- visitar). */
function isVerbReading(a: Analysis): boolean {
  const isVerb = a.via.length > 0 ? VERB_FLAGS.has(a.via[0]!.flag) : [...a.flags].some((f) => VERB_FLAGS.has(f));
  return isVerb && /(ar|er|ir|ír)$/.test(a.stem);
}

function parse(aff: string, dic: string): SpanishLexicon {
  const stems = new Map<string, string>();
  for (const line of dic.split('\n').slice(1)) {
    const slash = line.indexOf('/');
    const word = (slash === -1 ? line : line.slice(0, slash)).trim();
    if (!word) continue;
    const flags = slash === -1 ? '' : line.slice(slash + 1).trim();
    stems.set(word, (stems.get(word) ?? '') + flags);
  }
  const byAdd = new Map<string, Suffix[]>();
  const prefixes: Suffix[] = [];
  let longestAdd = 0;
  for (const line of aff.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if ((parts[0] !== 'SFX' && parts[0] !== 'PFX') || parts.length < 5) continue;
    const [kind, flag, stripRaw, addRaw, conditionRaw] = parts as [string, string, string, string, string];
    const [addWord, continuation = ''] = addRaw.split('/');
    const add = addWord === '0' ? '' : addWord!;
    const condition = conditionRaw === '.' ? '' : conditionRaw;
    if (kind === 'PFX') {
      prefixes.push({ flag, strip: stripRaw === '0' ? '' : stripRaw, add, continuation, condition: new RegExp(`^${condition}`, 'u') });
      continue;
    }
    const suffix: Suffix = { flag, strip: stripRaw === '0' ? '' : stripRaw, add, continuation, condition: new RegExp(`${condition}$`, 'u') };
    longestAdd = Math.max(longestAdd, add.length);
    (byAdd.get(add) ?? byAdd.set(add, []).get(add)!).push(suffix);
  }

  /** Flags some suffix allows after itself: only these can be the outer suffix of two. */
  const continuationFlags = new Set([...byAdd.values()].flat().flatMap((rule) => [...rule.continuation]));

  /** The rules that may have produced `word`, with the base they were added to. */
  function unsuffix(word: string): Array<{ base: string; rule: Suffix }> {
    const found: Array<{ base: string; rule: Suffix }> = [];
    for (let n = 0; n <= Math.min(longestAdd, word.length - 1); n++) {
      for (const rule of byAdd.get(n === 0 ? '' : word.slice(-n)) ?? []) {
        const base = word.slice(0, word.length - n) + rule.strip;
        if (base !== word && rule.condition.test(base)) found.push({ base, rule });
      }
    }
    return found;
  }

  const cache = new Map<string, Analysis[]>();
  function analyses(word: string): Analysis[] {
    const remembered = cache.get(word);
    if (remembered) return remembered;
    const found: Analysis[] = [];
    const direct = stems.get(word);
    if (direct !== undefined) found.push({ stem: word, flags: direct, via: [] });
    for (const { base, rule } of unsuffix(word)) {
      const flags = stems.get(base);
      if (flags?.includes(rule.flag)) found.push({ stem: base, flags, via: [rule] });
      // Two levels: the inner rule must allow the outer one ('canción' + 'es' through a noun-making suffix).
      if (!continuationFlags.has(rule.flag)) continue;
      for (const inner of unsuffix(base)) {
        if (!inner.rule.continuation.includes(rule.flag)) continue;
        const innerFlags = stems.get(inner.base);
        if (innerFlags?.includes(inner.rule.flag)) found.push({ stem: inner.base, flags: innerFlags, via: [inner.rule, rule] });
      }
    }
    // A prefix ('prejuicio' = pre + juicio), alone or with one suffix ('prejuicios').
    for (const prefix of prefixes) {
      if (!word.startsWith(prefix.add) || word.length - prefix.add.length < 3) continue;
      const base = prefix.strip + word.slice(prefix.add.length);
      if (!prefix.condition.test(base)) continue;
      const flags = stems.get(base);
      if (flags?.includes(prefix.flag)) found.push({ stem: base, flags, via: [prefix] });
      for (const { base: inner, rule } of unsuffix(base)) {
        const innerFlags = stems.get(inner);
        if (innerFlags?.includes(prefix.flag) && innerFlags.includes(rule.flag)) found.push({ stem: inner, flags: innerFlags, via: [prefix, rule] });
      }
    }
    if (cache.size > 20_000) cache.clear();
    cache.set(word, found);
    return found;
  }

  return {
    analyses,
    isWord: (word) => analyses(word).length > 0 || analyses(word.toLowerCase()).length > 0,
    infinitivesOf(word) {
      const result = new Set<string>();
      for (const a of analyses(word)) {
        if (isVerbReading(a)) result.add(a.stem);
      }
      return [...result];
    },
    hasEntry: (word) => stems.has(word),
    isOnlyVerbForm: (word) => analyses(word).length > 0 && analyses(word).every(isVerbReading),
  };
}

/**
 * Spain's dictionary reads a word's grammar (its analyses, infinitives, whether it is only a verb form: the rules
 * were written on its readings); a word either dictionary knows is a word, and no misspelling.
 */
function withWordsOf(grammar: SpanishLexicon, more: SpanishLexicon): SpanishLexicon {
  return { ...grammar, isWord: (word) => grammar.isWord(word) || more.isWord(word), hasEntry: (word) => grammar.hasEntry(word) || more.hasEntry(word) };
}

function load(pkg: string): SpanishLexicon {
  const dir = dirname(createRequire(import.meta.url).resolve(pkg));
  return parse(readFileSync(join(dir, 'index.aff'), 'utf8'), readFileSync(join(dir, 'index.dic'), 'utf8'));
}

let lexicon: SpanishLexicon | null | undefined;

/**
 * The lexicon, loaded on first use: Spain's words (`dictionary-es`: vosotros' forms, 'tenéis') and Mexico's
 * (`dictionary-es-mx`, the same project's: 'nomás', its places), since many of Lucía's learners grew up hearing the
 * second. Null when either is not installed.
 */
export function spanishLexicon(): SpanishLexicon | null {
  if (lexicon !== undefined) return lexicon;
  try {
    lexicon = withWordsOf(load('dictionary-es'), load('dictionary-es-mx'));
  } catch {
    log.warn('offline tutor: dictionary-es or dictionary-es-mx is not installed; Lucía checks fewer Spanish errors');
    lexicon = null;
  }
  return lexicon;
}
