/**
 * Learner-like slips put into fluent Spanish, as learner-like-slips.ts does for English: one slip of a kind that
 * learners of Spanish are known to make, by the error classes that learner corpora of Spanish annotate (COWS-L2H's
 * among them): written accents, gender and number agreement, the contractions 'al' and 'del', ser and estar, por
 * and para, other prepositions, the personal 'a', 'y'/'e' and 'o'/'u', gustar's agreement, and spelling (a typing
 * slip, a silent 'h', 'b' and 'v'). The slips know nothing of the tutor's rules or word lists: they change closed-class
 * words and endings wherever the sentence allows, so a rule is measured on slips it was not written for too, and
 * on every word the slip did not touch. Words at a sentence's start are left alone.
 */
import { misspell, pick, removeWord, replaceWord, type Site, type SlipKindRule, type Token } from './learner-like-slips';

const ACCENTED = /[áéíóú]/;
const withoutAccent = (word: string) => word.normalize('NFD').replace(/\u0301/g, '').normalize('NFC');
const isLowerWord = (word: string) => /^\p{Ll}+$/u.test(word);
const endsClause = (t: Token) => /[,;.!?:]/.test(t.after);

/** Determiners that agree in gender, each with its other gender. */
const GENDER_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['el', 'la'], ['un', 'una'], ['los', 'las'], ['unos', 'unas'], ['este', 'esta'], ['estos', 'estas'], ['ese', 'esa'], ['esos', 'esas'],
  ['aquel', 'aquella'], ['mucho', 'mucha'], ['muchos', 'muchas'], ['otro', 'otra'], ['otros', 'otras'], ['nuestro', 'nuestra'], ['nuestros', 'nuestras'],
];
const PLURAL_DETERMINERS = new Set(['los', 'las', 'unos', 'unas', 'mis', 'tus', 'sus', 'estos', 'estas', 'esos', 'esas', 'muchos', 'muchas', 'nuestros', 'nuestras', 'otros', 'otras']);
/** Forms of ser and estar, each with the other verb's in the same person and tense. */
const SER_ESTAR: ReadonlyArray<readonly [string, string]> = [['es', 'está'], ['son', 'están'], ['soy', 'estoy'], ['eres', 'estás'], ['era', 'estaba'], ['eran', 'estaban'], ['fue', 'estuvo']];
/** After these an adjective agrees: its ending is the one learners get wrong ('es muy bonito' for 'bonita'). */
const BEFORE_ADJECTIVE = new Set(['muy', 'tan', 'más', 'menos', 'es', 'son', 'está', 'están', 'era', 'eran', 'estaba', 'estaban', 'fue', 'fueron', 'parece', 'parecen']);
const PREPOSITIONS = ['en', 'a', 'de', 'con'];
/** Gustar and its like agree with what is liked: learners keep the singular. */
const GUSTAR_PLURALS: Readonly<Record<string, string>> = { gustan: 'gusta', encantan: 'encanta', interesan: 'interesa', importan: 'importa', molestan: 'molesta', duelen: 'duele' };

const flipEnding = (word: string): string | null => {
  const m = /^(\p{Ll}{3,})([oa])(s?)$/u.exec(word);
  return m ? `${m[1]}${m[2] === 'o' ? 'a' : 'o'}${m[3]}` : null;
};

const swapSite = (at: number, word: string): Site[] => [{ at, apply: (x: Token[]) => replaceWord(x, at, word) }];

export const SPANISH_SLIP_KINDS: readonly SlipKindRule[] = [
  {
    kind: 'accent-dropped',
    sites: (ts) => ts.flatMap((t, at) => (at > 0 && ACCENTED.test(t.word) ? swapSite(at, withoutAccent(t.word)) : [])),
  },
  {
    kind: 'gender-confused',
    sites: (ts) =>
      ts.flatMap((t, at) => {
        const pair = GENDER_PAIRS.find((p) => p.includes(t.word));
        const next = ts[at + 1];
        return at > 0 && pair && !endsClause(t) && next && isLowerWord(next.word) ? swapSite(at, pair[0] === t.word ? pair[1] : pair[0]) : [];
      }),
  },
  {
    kind: 'adjective-ending',
    sites: (ts) =>
      ts.flatMap((t, at) => {
        const adjective = ts[at + 1];
        const flipped = adjective && BEFORE_ADJECTIVE.has(t.word) && !endsClause(t) ? flipEnding(adjective.word) : null;
        return flipped ? swapSite(at + 1, flipped) : [];
      }),
  },
  {
    kind: 'noun-number',
    sites: (ts) =>
      ts.flatMap((t, at) => {
        const noun = ts[at + 1];
        return PLURAL_DETERMINERS.has(t.word) && !endsClause(t) && noun && /^\p{Ll}{3,}[aeiouáéó]s$/u.test(noun.word) ? swapSite(at + 1, noun.word.slice(0, -1)) : [];
      }),
  },
  {
    kind: 'contraction-undone',
    sites: (ts) =>
      ts.flatMap((t, at) => {
        if (at === 0 || (t.word !== 'al' && t.word !== 'del')) return [];
        return [{ at, apply: (x: Token[]) => replaceWord(x, at, t.word === 'al' ? 'a el' : 'de el') }];
      }),
  },
  {
    kind: 'ser-estar',
    sites: (ts) =>
      ts.flatMap((t, at) => {
        const pair = SER_ESTAR.find((p) => p.includes(t.word));
        return at > 0 && pair ? swapSite(at, pair[0] === t.word ? pair[1] : pair[0]) : [];
      }),
  },
  {
    kind: 'por-para',
    sites: (ts) => ts.flatMap((t, at) => (at > 0 && (t.word === 'por' || t.word === 'para') ? swapSite(at, t.word === 'por' ? 'para' : 'por') : [])),
  },
  {
    kind: 'preposition-confused',
    sites: (ts) =>
      ts.flatMap((t, at) => (at > 0 && PREPOSITIONS.includes(t.word) && ts[at + 1] ? [{ at, apply: (x: Token[], r: () => number) => replaceWord(x, at, pick(PREPOSITIONS.filter((p) => p !== t.word), r)) }] : [])),
  },
  {
    kind: 'personal-a-dropped',
    sites: (ts) => ts.flatMap((t, at) => (at > 0 && t.word === 'a' && t.after === ' ' && /^\p{Lu}/u.test(ts[at + 1]?.word ?? '') ? [{ at, apply: (x: Token[]) => removeWord(x, at) }] : [])),
  },
  {
    kind: 'conjunction-form',
    sites: (ts) =>
      ts.flatMap((t, at) => {
        const next = ts[at + 1]?.word.toLowerCase() ?? '';
        if (at > 0 && t.word === 'e' && /^h?[ií]/.test(next)) return swapSite(at, 'y');
        if (at > 0 && t.word === 'u' && /^h?[oó]/.test(next)) return swapSite(at, 'o');
        return [];
      }),
  },
  {
    kind: 'gustar-number',
    sites: (ts) => ts.flatMap((t, at) => (at > 0 && GUSTAR_PLURALS[t.word] ? swapSite(at, GUSTAR_PLURALS[t.word]!) : [])),
  },
  {
    kind: 'misspelt',
    sites: (ts) =>
      ts.flatMap((t, at) => {
        if (at === 0 || !/^\p{Ll}{6,}$/u.test(t.word)) return [];
        return [{
          at,
          apply: (x: Token[], r: () => number) => replaceWord(x, at, misspell(t.word, 1 + Math.floor(r() * (t.word.length - 2)), pick(['drop', 'swap', 'double'] as const, r))),
        }];
      }),
  },
  {
    kind: 'spelt-by-sound',
    sites: (ts) =>
      ts.flatMap((t, at) => {
        if (at === 0 || !/^\p{Ll}{4,}$/u.test(t.word)) return [];
        if (t.word.startsWith('h')) return swapSite(at, t.word.slice(1));
        const bv = /[bv]/.exec(t.word);
        if (!bv) return [];
        const i = bv.index;
        return swapSite(at, t.word.slice(0, i) + (t.word[i] === 'b' ? 'v' : 'b') + t.word.slice(i + 1));
      }),
  },
];
