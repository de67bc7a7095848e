/**
 * Spanish recasts for Lucía's learners, held to the same checks as English: re-checked, meaning kept, or nothing.
 * The families run in rounds on the sentence as corrected so far ('tambien' is respelled before agreement reads
 * it); after at most three rounds no family that corrects may object to the result, and none that may only ask
 * to the parts it fixed, or the sentence gets no correction at all.
 */
import { applyCharEdits, toCharEdits, withoutOverlappingEdits, type CharEdit } from '../../grammar/apply-edits';
import type { Correction, Fix } from '../../grammar/correction';
import { sentenceSpans } from '../../grammar/sentence-spans';
import { EVERY_FAMILY, OPEN_GATES, type FamilyGate, type PackGates } from '../../grammar/family-gate';
import { keepsFixedPartsClear } from '../../grammar/fixed-part';
import { keepsMeaning } from '../../grammar/keeps-meaning';
import { CONJUGATIONS } from '../../answers/spanish-conjugations';
import { isInfinitive } from './rules/infinitive-as-verb';
import { spanishLexicon } from './spanish-lexicon';
import { TO_PLURAL } from './rules/plural-subject-verb';
import { spanishRules } from './rules/spanish-rules';
import { SUBJUNCTIVE_TO_INDICATIVE } from './rules/subjunctive-in-main-clause';
import { INDICATIVE_TO_SUBJUNCTIVE } from './rules/subjunctive-after-que';
import { SPANISH_GRAMMAR_WORDS, SURELY_PORTUGUESE_OR_ITALIAN, tokenizeSpanish } from './spanish-words';
import { WE_IRREGULAR } from './rules/yo-verb-agreement';
import { GENTE_SINGULARS } from './rules/gente-agreement';
import { CONOCER_TO_SABER } from './rules/saber-or-conocer';
import { TENER_SWAPPED_WORDS, withoutYearsOld } from './rules/tener-expressions';
import { DEGREE_SWAPS } from './rules/double-comparative';
import { PERFECT_SWAPPED_WORDS } from './rules/perfect-with-finished-time';
import { FALSE_FRIEND_SWAPPED_WORDS } from './rules/false-friends';
import { CALQUE_SWAPPED_WORDS } from './rules/english-phrase-calques';
import { PORTUGUESE_SWAPPED_WORDS } from './rules/portuguese-words';
import portugueseAndItalianWords from './words/portuguese-and-italian-words.json';
import preteritesOfParticiples from './words/preterites-of-participles.json';
import { CONDITIONAL_SWAPPED_WORDS } from './rules/si-with-conditional';
import { OVER_REGULARISED } from './rules/irregular-verb-forms';
import { withoutAccentMarks } from '../../../../lib/strip-accents';

type NamedEdit = CharEdit & { rule: string };
const MAX_ROUNDS = 3;
/**
 * 'abierto', 'mucho' with 'abierta', 'muchos'...: a word counted as grammar takes its other genders and numbers along,
 * or agreement ('la puerta está abierto' -> 'abierta') would look like a new word put in; read without accents, since
 * the preterite 'frió' is then the adjective 'frio' ('el agua frio' -> 'fría').
 */
const withGenderForms = (words: readonly string[]) => words.flatMap((w) => (/o$/.test(w) ? [w, w.replace(/o$/, 'a'), `${w}s`, w.replace(/o$/, 'as')] : [w]));
/** Grammar words, and the forms of one verb the families swap ('tiene' -> 'tenemos', 'tenía' -> 'tenían', 'tenga' -> 'tiene'). */
const SPANISH_GRAMMAR_WORDS_PLAIN = new Set(
  [...SPANISH_GRAMMAR_WORDS, ...'y e o u mis tus sus todo toda todos todas'.split(' '), ...Object.entries(WE_IRREGULAR).flat(), ...Object.entries(TO_PLURAL).flat(), ...Object.entries(SUBJUNCTIVE_TO_INDICATIVE).flat(), ...Object.entries(INDICATIVE_TO_SUBJUNCTIVE).flat(),
    // 'la gente son' -> 'es', 'muy mejor' -> 'mucho mejor', 'he hecho' -> 'hice', 'conozco' -> 'sé', 'excitada' -> 'emocionada', 'si tendría' -> 'si tuviera': the forms the newer families swap.
    ...Object.entries(GENTE_SINGULARS).flat(), ...withGenderForms([...Object.entries(DEGREE_SWAPS).flat(), ...PERFECT_SWAPPED_WORDS].map(withoutAccentMarks)), ...Object.entries(CONOCER_TO_SABER).flat(), ...TENER_SWAPPED_WORDS, ...FALSE_FRIEND_SWAPPED_WORDS, ...CALQUE_SWAPPED_WORDS, ...PORTUGUESE_SWAPPED_WORDS, ...CONDITIONAL_SWAPPED_WORDS, 'hace', 'desde', 'me', 'nos'].map(withoutAccentMarks),
);

/** Each irregular preterite (without accents) with its verb: 'puse', 'puso' -> 'poner' (words/preterites-of-participles.json). */
const PRETERITE_VERB = new Map(Object.entries(preteritesOfParticiples.preterites as Record<string, string[]>).flatMap(([verb, forms]) => forms.map((form) => [withoutAccentMarks(form), verb] as const)));
/** 'poni' and 'puse', as meaning is compared (without accents): an irregular verb given regular endings is the verb meant. */
const OVER_REGULARISED_PLAIN = new Map(Object.entries(OVER_REGULARISED).map(([slip, right]) => [withoutAccentMarks(slip), withoutAccentMarks(right)]));

/**
 * An infinitive and a form of that verb are one word ('ir' and 'fui', 'tener' and 'tienes': the infinitive-as-verb
 * family's swaps), read without accents as keepsMeaning reads them ('fue' is 'fué' too, 'comió' is 'comio').
 */
function isFormOfSameVerb(a: string, b: string): boolean {
  if (OVER_REGULARISED_PLAIN.get(a) === b || OVER_REGULARISED_PLAIN.get(b) === a) return true;
  // 'Ella poní' -> 'puso': the slip's verb in another person of its preterite ('puse' and 'puso' are one verb).
  const meant = OVER_REGULARISED_PLAIN.get(a) ?? OVER_REGULARISED_PLAIN.get(b);
  const other = OVER_REGULARISED_PLAIN.has(a) ? b : a;
  if (meant && PRETERITE_VERB.get(meant) !== undefined && PRETERITE_VERB.get(meant) === PRETERITE_VERB.get(other)) return true;
  const lexicon = spanishLexicon();
  if (!lexicon) return false;
  const infinitive = [a, b].find(isInfinitive);
  const form = infinitive === a ? b : a;
  if (!infinitive || form === infinitive) return false;
  return CONJUGATIONS.some((c) => c.verb === infinitive && [...c.forms, ...c.preterite].some((f) => withoutAccentMarks(f) === form)) || lexicon.infinitivesOf(form).includes(infinitive);
}

/** `isOn`: which families may propose an edit (all of them when a corrected sentence is checked again). */
export function spanishEdits(sentence: string, isOn: FamilyGate = EVERY_FAMILY): NamedEdit[] {
  const tokenized = tokenizeSpanish(sentence);
  // A rule may name a finer family for an edit ('spelling-accent'); the gate judges each edit by its family.
  const named = spanishRules.flatMap((rule) => toCharEdits(tokenized, rule.find(tokenized)).map((e) => ({ ...e, rule: `es:${e.rule ?? rule.id}` })));
  const edits = named.filter((e) => isOn(e.rule));
  // Where an insertion and a replacement start at the same place ('a' before 'mi' -> 'mis'), the replacement is
  // applied first (applyCharEdits keeps this order for equal starts), so the insertion lands in front of it.
  return withoutOverlappingEdits(edits).sort((a, b) => a.start - b.start || (b.end - b.start) - (a.end - a.start));
}

/** What changed, word by word (longest common subsequence), for the notebook and focused recasts. */
function wordFixes(original: string, corrected: string): Fix[] {
  const a = tokenizeSpanish(original).tokens;
  const b = tokenizeSpanish(corrected).tokens;
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i]!.text === b[j]!.text ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const fixes: Fix[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i]!.text === b[j]!.text) {
      i++;
      j++;
      continue;
    }
    const fromStart = i;
    const toStart = j;
    while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && a[i]!.text === b[j]!.text)) {
      if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) i++;
      else j++;
    }
    fixes.push({
      from: a.slice(fromStart, i).map((t) => t.text).join(' '),
      to: b.slice(toStart, j).map((t) => t.text).join(' '),
      before: a[fromStart - 1]?.text ?? '',
    });
  }
  return fixes;
}

/** Each fix with the reasons of the edits that wrote it (those whose words it holds: 'simpatico' -> 'simpática' is an accent and an agreement). */
function withOwnReasons(fixes: readonly Fix[], edits: readonly NamedEdit[]): Fix[] {
  const wordsOf = (text: string) => tokenizeSpanish(text).tokens.map((t) => t.lower);
  return fixes.map((fix) => {
    const wanted = wordsOf(fix.to);
    const own = edits.filter((e) => (wanted.length === 0 ? e.to.trim() === '' : wordsOf(e.to).some((w) => wanted.includes(w))));
    const last = own.at(-1);
    return last ? { ...fix, why: [...new Set(own.map((e) => e.why))].join(' '), ...(last.reason ? { reason: last.reason } : {}) } : fix;
  });
}

/** The sentence corrected family by family, or null when the rules do not settle on a clean version. */
export function correctSpanishSentence(original: string, gates: PackGates = OPEN_GATES): Correction | null {
  let corrected = original;
  let first: NamedEdit | undefined;
  const families = new Set<string>();
  const applied: NamedEdit[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const edits = spanishEdits(corrected, gates.corrects);
    if (edits.length === 0) break;
    first ??= edits[0];
    for (const edit of edits) families.add(edit.rule);
    applied.push(...edits);
    corrected = applyCharEdits(corrected, edits);
  }
  if (!first || corrected === original || spanishEdits(corrected, gates.corrects).length > 0) return null;
  // A written accent changes no word ('tia' -> 'tía', 'lei' -> 'leí'): meaning is compared without accents.
  if (!keepsMeaning(withoutAccentMarks(withoutYearsOld(original)), withoutAccentMarks(corrected), SPANISH_GRAMMAR_WORDS_PLAIN, isFormOfSameVerb)) return null;
  const fixes = withOwnReasons(wordFixes(original, corrected), applied);
  // One word fixed by two families in turn ('simpatico' -> 'simpático' -> 'simpática'): both reasons, the accent's and the agreement's.
  const why = fixes.length === 1 ? [...new Set(applied.map((e) => e.why))].join(' ') : first.why;
  const correction = { original, corrected, fixes, why, ...(first.reason ? { reason: first.reason } : {}), rule: [...families].join('+') };
  // A family that may only ask and still objects is a doubt: the correction stands when the doubt lies outside
  // the parts it fixed, which are all that is shown and kept (ADR 024, ADR 025).
  const doubts = spanishEdits(corrected, (family) => gates.rechecks(family) && !gates.corrects(family));
  return keepsFixedPartsClear(correction, doubts) ? correction : null;
}

/** Words of the learner's other Romance language that may also be a Spanish word misspelt (words/portuguese-and-italian-words.json). */
const MAYBE_OTHER = new Set(portugueseAndItalianWords.maybe);

/**
 * A sentence in Portuguese or Italian ('Oi Lucía, eu sou brasileira', 'Ciao! Sono italiano'): a learner's other language
 * is not misspelt Spanish, so it is not corrected into Spanish words it never meant ('Oí', 'Sonó'). One sure word tells,
 * or two that may be Spanish misspelt ('sono' alone may be 'sonó'), or one in a message with another such sentence ('Ciao! Sono...').
 */
export function isOtherRomanceSentence(sentence: string, isBesideOne = false): boolean {
  const words = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
  // 'e' for 'and' before a word that does not start with an i sound ('sono italiana e vivo a Roma'): Spanish says 'e' only
  // before one ('padres e hijos'), so it may be the other language's 'and', like a 'maybe' word.
  const isOtherAnd = (word: string, k: number) => word === 'e' && k > 0 && !!words[k + 1] && !/^h?[ií]/.test(words[k + 1]!);
  const maybe = words.filter((word, k) => MAYBE_OTHER.has(word) || isOtherAnd(word, k)).length;
  // 'almoço', 'não', 'lições': letters Spanish never writes; Italian's 'sono' greeting or before a name ('Ciao, sono Marco').
  if (/(?:^|(?<![\p{L}])(?:hola|ciao|salve|io)[,!]?\s+)sono(?![\p{L}])|(?<![\p{L}])sono \p{Lu}/u.test(sentence)) return true;
  return words.some((word) => SURELY_PORTUGUESE_OR_ITALIAN.has(word) || /[çãõ]/.test(word)) || maybe >= (isBesideOne ? 1 : 2);
}

export function findSpanishCorrections(text: string, max: number, gates: PackGates = OPEN_GATES): Correction[] {
  const corrections: Correction[] = [];
  const sentences = sentenceSpans(text).map((span) => text.slice(span.start, span.end));
  const hasOther = sentences.some((sentence) => isOtherRomanceSentence(sentence));
  for (const sentence of sentences) {
    if (isOtherRomanceSentence(sentence, hasOther)) continue;
    const correction = correctSpanishSentence(sentence, gates);
    if (correction) corrections.push(correction);
    if (corrections.length === max) break;
  }
  return corrections;
}
