/**
 * Written accents a dictionary cannot ask for, because the plain spelling is a real word too, read from the
 * words around it (the written-accents family, rules/written-accents.ts):
 * - a noun after a determiner whose plain spelling is only a verb form: 'el medico' (medicar) -> 'el médico',
 *   'una pagina' -> 'una página'; the accented word is taken from the dictionary, so no word is listed;
 * - 'sé' (I know) where 'se' cannot be the pronoun, which always comes before a verb: 'no se si', 'ya lo se.';
 * - words whose plain spelling is a rare word, as listed in words/accent-read-from-neighbours.json.
 */
import type { Token } from '../../grammar/tag-sentence';
import type { SpanishLexicon } from './spanish-lexicon';
import listed from './words/accent-read-from-neighbours.json';

type ListedWord = { plain: string; accented: string; notAfter?: string[]; onlyAfter?: string[] };
const LISTED = new Map((listed.words as ListedWord[]).map((w) => [w.plain, w]));

/**
 * Determiners before which a verb form cannot stand. Not 'la', 'lo', 'los', 'las' (also pronouns: 'la practica',
 * she practises it), nor 'el' and 'tu' before a verb of their person ('el practica', 'tu practicas': the
 * pronouns 'él' and 'tú' with their accents left off, which the family reads first).
 */
const DETERMINERS = new Set(
  'el un una unos unas del al mi tu su mis tus sus este ese aquel esta esa aquella estos esos estas esas nuestro nuestra nuestros nuestras cada otro otra otros otras primer primera'.split(' '),
);
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const isVerbStem = (stem: string) => /(ar|er|ir|ír)$/.test(stem);

/** The one accented spelling of `word` (one vowel accented) that the dictionary knows as something other than a verb. */
function accentedNoun(word: string, lexicon: SpanishLexicon): string | null {
  const found = new Set<string>();
  [...word].forEach((c, i) => {
    const accent = ACCENTED[c];
    if (!accent) return;
    const candidate = word.slice(0, i) + accent + word.slice(i + 1);
    if (lexicon.analyses(candidate).some((a) => !isVerbStem(a.stem))) found.add(candidate);
  });
  return found.size === 1 ? [...found][0]! : null;
}

/** 'el medico' -> 'médico': a word the dictionary knows only as a verb form, after a determiner. */
export function nounAfterDeterminer(tokens: readonly Token[], i: number, lexicon: SpanishLexicon, pronounBefore: boolean): string | null {
  const t = tokens[i]!;
  const before = tokens[i - 1];
  if (!before || pronounBefore || !DETERMINERS.has(before.lower) || /[,;:.!?]/.test(before.post) || /^\p{Lu}/u.test(t.text)) return null;
  const analyses = lexicon.analyses(t.lower);
  if (analyses.length === 0 || !analyses.every((a) => isVerbStem(a.stem))) return null;
  // 'otro par', 'un bar': a dictionary word as written, whatever its ending, is no verb form lacking its accent.
  if (analyses.some((a) => a.via.length === 0 && a.stem === t.lower)) return null;
  return accentedNoun(t.lower, lexicon);
}

/** What may follow 'sé' (I know) and never the pronoun 'se', which stands before a verb or another pronoun. */
const AFTER_SE_KNOW = new Set(['si', 'que', 'qué', 'cómo', 'como', 'dónde', 'donde', 'cuándo', 'cuánto', 'cuántos', 'cuántas', 'quién', 'mucho', 'muy', 'nada', 'bien', 'todo', 'eso', 'esto']);

/** 'no se si viene' -> 'sé'; 'ya lo se.' -> 'sé'; 'no se lo que piensa' -> 'sé'. Never 'no se puede', 'se lo dije'. */
export function knowNotPronoun(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.lower !== 'se') return false;
  const next = tokens[i + 1];
  if (!next || /[.!?;:]/.test(t.post)) return true;
  if (/,/.test(t.post)) return false;
  if (next.lower === 'lo' && tokens[i + 2]?.lower === 'que') return true;
  return AFTER_SE_KNOW.has(next.lower);
}

/** A listed word ('ingles', 'tenia', 'mi papa') in a place where its rare plain reading is unlikely. */
export function listedAccent(tokens: readonly Token[], i: number): string | null {
  const word = LISTED.get(tokens[i]!.lower);
  if (!word) return null;
  const before = tokens[i - 1]?.lower ?? '';
  if (word.onlyAfter) return word.onlyAfter.includes(before) ? word.accented : null;
  return word.notAfter?.includes(before) ? null : word.accented;
}
