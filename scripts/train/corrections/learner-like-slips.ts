/**
 * Learner-like slips put into fluent sentences, the standard way to measure (or train) a corrector where
 * learner text is scarce: each sentence gets one slip of a kind learners are known to make (the error
 * classes of learner corpora such as NUCLE: articles, noun number, agreement, verb form, verb tense,
 * prepositions, spelling), and the fluent sentence is its one correction. The slips know nothing of the tutor's rules
 * or word lists: they change closed-class words and word endings wherever the sentence allows, so a rule is
 * measured on slips it was not written for as well as those it was, and on every word the slip did not touch.
 * Seeded: the same sentences and seed give the same slips.
 */
import nlp from 'compromise';
import { mulberry32 } from '../lib/speaker-folds';

/** What was slipped: its kind and the fluent word it changed. */
export type Slip = { kind: string; word: string };
export type Random = () => number;

const ARTICLES = ['a', 'an', 'the'];
const DETERMINERS = ['a', 'an', 'the', 'this', 'that', 'these', 'those', 'much', 'many', 'every', 'each', 'one', 'two', 'three', 'several', 'some', 'few', 'my', 'his', 'her', 'our', 'their', 'your', 'its'];
const AGREEING_PAIRS: Array<[string, string]> = [['is', 'are'], ['was', 'were'], ['has', 'have'], ['does', 'do'], ["isn't", "aren't"], ["wasn't", "weren't"], ["doesn't", "don't"]];
const THIRD_PERSON = ['he', 'she', 'it'];
const NOT_A_VERB_IN_S = new Set(['is', 'was', 'has', 'does', 'always', 'also', 'perhaps', 'thus', 'us', 'as', 'this', 'its', 'his', 'hers', 'yes', 'less', 'unless', 'sometimes', 'nevertheless', 'nonetheless']);
const MODALS = ['can', 'could', 'will', 'would', 'should', 'must', 'may', 'might'];
const BE = ['am', 'is', 'are', 'was', 'were', 'be', 'been'];
const SUBJECTS = ['i', 'you', 'he', 'she', 'it', 'we', 'they'];
const AUXILIARY_PASTS = new Set(['was', 'were', 'had', 'did', 'could', 'would', 'should', 'might']);
const PREPOSITIONS = ['in', 'on', 'at', 'to', 'for', 'of', 'with', 'from', 'about', 'by'];
/** Words after a determiner that are not its noun ('the most', 'one did'): never given a slipped number. */
const NOT_A_NOUN = new Set([...DETERMINERS, ...PREPOSITIONS, ...MODALS, ...AGREEING_PAIRS.flat(), 'and', 'or', 'but', 'not', 'did', 'most', 'more', 'other', 'same', 'very', 'who', 'which']);

/** One word of a sentence: its letters, and what stands before and after them (spaces, punctuation). */
export type Token = { before: string; word: string; after: string };

export function tokens(sentence: string): Token[] {
  return sentence.split(/(?<=\s)(?=\S)/).map((piece) => {
    const m = /^([^\p{L}']*)([\p{L}']*)(.*)$/su.exec(piece)!;
    return { before: m[1]!, word: m[2]!, after: m[3]! };
  });
}
export const joinTokens = (ts: readonly Token[]) => ts.map((t) => t.before + t.word + t.after).join('');
const isLower = (w: string) => /^[a-z']+$/.test(w);
const endsClause = (t: Token) => /[,;.!?]/.test(t.after);

/** The plural of a regular English word, spelt as the rules of thumb say ('box' -> 'boxes', 'city' -> 'cities'). */
export function addS(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The word without its regular -s ('cities' -> 'city', 'boxes' -> 'box', 'dogs' -> 'dog'); null if it has none. */
export function dropS(word: string): string | null {
  if (word.length < 4 || /(ss|us|is|'s)$/.test(word) || !word.endsWith('s')) return null;
  if (word.length > 4 && /[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(x|ch|sh|ss|zz)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Whether the word at `at` reads as `tag` ('Noun', 'Verb') beside its neighbours, by compromise's tagger. */
function readsAs(ts: readonly Token[], at: number, tag: 'Noun' | 'Verb'): boolean {
  const from = Math.max(0, at - 1);
  const terms = nlp(ts.slice(from, at + 2).map((t) => t.word).join(' ')).json()[0]?.terms as Array<{ text: string; tags: string[] }> | undefined;
  const term = terms?.find((x) => x.text.toLowerCase() === ts[at]!.word.toLowerCase());
  return !!term && term.tags.includes(tag) && !term.tags.includes('Pronoun');
}

/**
 * A typing slip inside a word of 6+ letters, at inner letter `at` (1 to length - 2): 'drop' leaves it out,
 * 'swap' swaps it with the next inner letter (the one before, at the last inner letter), 'double' writes it twice.
 * Learners keep a word's first and last letters.
 */
export function misspell(word: string, at: number, how: 'drop' | 'swap' | 'double'): string {
  if (how === 'drop') return word.slice(0, at) + word.slice(at + 1);
  if (how === 'double') return word.slice(0, at) + word[at] + word.slice(at);
  const i = Math.min(at, word.length - 3);
  const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return swapped === word ? misspell(word, at, 'drop') : swapped;
}

/** A verb's base form, from compromise's conjugation tables ('making' -> 'make', 'went' -> 'go'); null if it has none. */
function baseOf(word: string, tag: 'Gerund' | 'PastTense'): string | null {
  const doc = nlp(word);
  if (!doc.has(`#${tag}`)) return null;
  const base = doc.verbs().toInfinitive().text().trim();
  return base && base !== word && /^[a-z]+$/.test(base) ? base : null;
}

/** A place in a sentence where a slip of one kind can go, and what it does there. */
export type Site = { at: number; apply: (ts: Token[], random: Random) => void };
export type SlipKindRule = { kind: string; sites: (ts: Token[]) => Site[] };

export const replaceWord = (ts: Token[], at: number, word: string) => {
  ts[at] = { ...ts[at]!, word };
};
export const removeWord = (ts: Token[], at: number) => {
  const gone = ts[at]!;
  const next = ts[at + 1];
  if (next) ts[at + 1] = { ...next, before: gone.before + next.before };
  ts.splice(at, 1);
};
export const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/** Each kind of slip: where in a sentence it can happen, and what it does there. Words at the sentence's start are left alone. */
export const SLIP_KINDS = [
  {
    kind: 'article-dropped',
    sites: (ts: Token[]) => ts.flatMap((t, at) => (at > 0 && ARTICLES.includes(t.word) && !endsClause(t) && t.after === ' ' ? [{ at, apply: (x: Token[]) => removeWord(x, at) }] : [])),
  },
  {
    kind: 'article-confused',
    sites: (ts: Token[]) => ts.flatMap((t, at) => (at > 0 && ARTICLES.includes(t.word) ? [{ at, apply: (x: Token[], r: Random) => replaceWord(x, at, pick(ARTICLES.filter((a) => a !== t.word), r)) }] : [])),
  },
  {
    kind: 'noun-number',
    sites: (ts: Token[]) =>
      ts.flatMap((t, at) => {
        const noun = ts[at + 1];
        if (at === 0 || !DETERMINERS.includes(t.word) || endsClause(t) || !noun || !isLower(noun.word) || noun.word.length < 3 || NOT_A_NOUN.has(noun.word) || !readsAs(ts, at + 1, 'Noun')) return [];
        const changed = dropS(noun.word) ?? addS(noun.word);
        return [{ at: at + 1, apply: (x: Token[]) => replaceWord(x, at + 1, changed) }];
      }),
  },
  {
    kind: 'agreement',
    sites: (ts: Token[]) =>
      ts.flatMap((t, at) => {
        const pair = AGREEING_PAIRS.find((p) => p.includes(t.word));
        return at > 0 && pair ? [{ at, apply: (x: Token[]) => replaceWord(x, at, pair[0] === t.word ? pair[1] : pair[0]) }] : [];
      }),
  },
  {
    kind: 'third-person-s-dropped',
    sites: (ts: Token[]) =>
      ts.flatMap((t, at) => {
        const verb = ts[at + 1];
        if (!THIRD_PERSON.includes(t.word.toLowerCase()) || endsClause(t) || !verb || !isLower(verb.word) || NOT_A_VERB_IN_S.has(verb.word)) return [];
        const base = dropS(verb.word);
        return base ? [{ at: at + 1, apply: (x: Token[]) => replaceWord(x, at + 1, base) }] : [];
      }),
  },
  {
    kind: 'verb-form-after-modal',
    sites: (ts: Token[]) =>
      ts.flatMap((t, at) => {
        const verb = ts[at + 1];
        if (at === 0 || !MODALS.includes(t.word) || endsClause(t) || !verb || !isLower(verb.word) || verb.word === 'not' || verb.word.length < 2 || !readsAs(ts, at + 1, 'Verb')) return [];
        return [{
          at: at + 1,
          apply: (x: Token[], r: Random) => (r() < 0.5 ? replaceWord(x, at + 1, addS(verb.word)) : replaceWord(x, at + 1, `to ${verb.word}`)),
        }];
      }),
  },
  {
    kind: 'be-with-base-form',
    sites: (ts: Token[]) =>
      ts.flatMap((t, at) => {
        const verb = ts[at + 1];
        if (!BE.includes(t.word.toLowerCase()) || endsClause(t) || !verb || !/^[a-z]{2,}ing$/.test(verb.word)) return [];
        const base = baseOf(verb.word, 'Gerund');
        return base ? [{ at: at + 1, apply: (x: Token[]) => replaceWord(x, at + 1, base) }] : [];
      }),
  },
  {
    kind: 'past-as-base-form',
    sites: (ts: Token[]) =>
      ts.flatMap((t, at) => {
        const verb = ts[at + 1];
        if (!SUBJECTS.includes(t.word.toLowerCase()) || endsClause(t) || !verb || !isLower(verb.word) || AUXILIARY_PASTS.has(verb.word)) return [];
        const base = baseOf(verb.word, 'PastTense');
        return base ? [{ at: at + 1, apply: (x: Token[]) => replaceWord(x, at + 1, base) }] : [];
      }),
  },
  {
    kind: 'preposition-confused',
    sites: (ts: Token[]) => ts.flatMap((t, at) => (at > 0 && PREPOSITIONS.includes(t.word) ? [{ at, apply: (x: Token[], r: Random) => replaceWord(x, at, pick(PREPOSITIONS.filter((p) => p !== t.word), r)) }] : [])),
  },
  {
    kind: 'misspelt',
    sites: (ts: Token[]) =>
      ts.flatMap((t, at) => {
        if (at === 0 || !/^[a-z]{6,}$/.test(t.word)) return [];
        return [{
          at,
          apply: (x: Token[], r: Random) => {
            const inner = 1 + Math.floor(r() * (t.word.length - 2));
            replaceWord(x, at, misspell(t.word, inner, pick(['drop', 'swap', 'double'] as const, r)));
          },
        }];
      }),
  },
] as const satisfies readonly SlipKindRule[];

/** One slip put into a sentence: a kind the sentence allows, drawn evenly among them, at one of its places. Null when none fits. */
export function slipInto(sentence: string, random: Random, kindRules: readonly SlipKindRule[] = SLIP_KINDS): { text: string; slip: Slip } | null {
  const ts = tokens(sentence);
  const kinds = kindRules.map((k) => ({ kind: k.kind, sites: k.sites(ts) })).filter((k) => k.sites.length > 0);
  if (kinds.length === 0) return null;
  const { kind, sites } = pick(kinds, random);
  const site = pick(sites, random);
  const changed = ts.map((t) => ({ ...t }));
  site.apply(changed, random);
  const text = joinTokens(changed);
  return text === sentence ? null : { text, slip: { kind, word: ts[site.at]!.word } };
}

/** Every text one kind of slip can make of a sentence (each of its places, eight seeds for its random branches). */
export function everySlipOf(kindRules: readonly SlipKindRule[], kind: string, sentence: string): string[] {
  const rule = kindRules.find((k) => k.kind === kind)!;
  const out = new Set<string>();
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    const random = mulberry32(seed);
    for (const site of rule.sites(tokens(sentence))) {
      const ts = tokens(sentence);
      site.apply(ts, random);
      out.add(joinTokens(ts));
    }
  }
  return [...out];
}

/** A slip in each sentence that allows one, seeded; English slips unless other kinds are given (spanish-learner-like-slips.ts). */
export function withSlips(sentences: readonly string[], seed: number, kindRules: readonly SlipKindRule[] = SLIP_KINDS): Array<{ fluent: string; text: string; slip: Slip }> {
  const random = mulberry32(seed);
  return sentences.flatMap((fluent) => {
    const slipped = slipInto(fluent, random, kindRules);
    return slipped ? [{ fluent, ...slipped }] : [];
  });
}
