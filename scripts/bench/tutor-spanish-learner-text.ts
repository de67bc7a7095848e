/**
 * Lucía on real learner Spanish: sentences from COWS-L2H (the UC Davis Corpus of Written Spanish, L2 and
 * Heritage Speakers, Apache License 2.0), scored as ../shared/data/cows-l2h/README.md says. The corpus stays
 * outside the repository and is read at run time; without it the part is skipped.
 *
 * - Corrections are what the Notebook keeps (findCorrections, max 2, language es-ES), applied to the sentence.
 * - Words are lower-cased with accents kept; distance is Levenshtein over words (real-learner-scoring.ts) to the
 *   nearest instructor version.
 * - Of the corrections of sentences with an error: helpful (nearer), harmful (farther), neutral; coverage.
 * - Every refs[0] is sent too: any correction of it is a false correction.
 * - Lucía's replies (topic "Family and Friends") are read for her own Spanish ('de el', 'a el', broken echoes)
 *   and for praise after a sentence with an error; her replies to the learner's own sentences, for whether the
 *   question that closes them picks up the learner's topic (is-on-topic.ts, as bench:tutor's follow-up figure).
 *
 * - The pairs are COWS-L2H's large development set, split by student: "validate" is only measured (the held-out
 *   figure, printed first by bench:tutor), "tune" was read while writing the rules.
 * Run alone: npx tsx scripts/bench/tutor-spanish-learner-text.ts [--show] [--tune]; bench:tutor calls it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findCorrections, type Correction } from '../../src/server/features/tutor/grammar/find-corrections';
import { isOnTopic } from '../../src/server/features/tutor/follow-up/is-on-topic';
import { askTutor, warmUpChecker } from '../../src/server/features/tutor/tutor-test-helpers';
import { closingQuestion } from './closing-question';
import { percent, wordDistance } from './real-learner-scoring';

const CORPUS = fileURLToPath(new URL('../../../shared/data/cows-l2h/dev-pairs-large.json', import.meta.url));
const CREDIT = 'COWS-L2H, UC Davis Corpus of Written Spanish, L2 and Heritage Speakers (https://github.com/ucdaviscl/cowsl2h), Apache License 2.0';

type Pair = { source: string; refs: string[]; split: 'tune' | 'validate' };

/** Lower-cased words with accents kept; everything but letters, digits and apostrophes splits words. */
export function spanishWords(text: string): string[] {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[^\p{L}\p{N}']+/gu, ' ').trim().split(' ').filter(Boolean);
}

const nearest = (text: string, refs: readonly string[]) => Math.min(...refs.map((r) => wordDistance(spanishWords(text), spanishWords(r))));
const applyAll = (text: string, corrections: readonly Correction[]) => corrections.reduce((t, c) => t.replace(c.original, c.corrected), text);

/** The reaction templates' praise of the learner's Spanish ('¡Perfecto, lo has dicho muy bien!'), and a sentence called right ('Sí, «...» está bien'). */
const PRAISE = /lo has dicho (muy )?bien|¡perfecto|¡muy bien|¡genial, muy bien|¡bien dicho|» está bien/i;
/** 'de el parque' in Lucía's own words: not 'de El Salvador' (a name), nor the learner's words quoted in a question about them. */
const CONTRACTION_MISSING = /\b([Dd]e|[Aa]) el\b/;
const QUOTED_WORDS = /(?:^|[\s(])['‘][^'’\n]{1,80}['’](?=[\s.,;:!?)]|$)/gu;
/** Echo templates ('¡Qué interesante, {phrase}!'): the phrase is what sits between the comma and the end. */
const ECHO = /^(?:¡(?:Qué bien|Me encanta|Genial|Muy bien|Qué interesante|Perfecto|Anda|Vale|Ya veo), |Vaya, |Oh, |Vale, |Ah, |Ya veo, )(.+?)(?:, (?:muy bien|lo siento|entiendo|ya veo)|, entiendo: cada uno tiene sus gustos| no te gusta, entiendo)?[.!]/u;
const DETERMINERS = new Set('el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta estos estas ese esa esos esas'.split(' '));
/** Words that never end a noun phrase ('todas de sus', 'Es', 'muy'). */
const NOT_HEADS = new Set(('de del a al en y o que con por para sin es son está están soy eres era fue muy más mi mis tu tus su sus el la los las ' +
  'un una unos unas lo le les me te se nos yo tú él ella ellos ellas nosotros también pero porque como cuando todo toda todos todas mucho mucha ' +
  'muchos muchas este esta estos estas ese esa no sí hay tengo tiene').split(' '));
const NOT_PHRASES = new Set(['lo siento', 'entiendo', 'muy bien', 'me alegro mucho', 'gracias', 'gracias por contármelo']);

/** A clean echo: a name ('Madrid') or determiner + noun (+ adjective): 'tu abuela', 'el cine'. */
export function isBrokenEcho(phrase: string): boolean {
  if (NOT_PHRASES.has(phrase.toLowerCase())) return false;
  const words = phrase.split(/\s+/);
  const lower = words.map((w) => w.toLowerCase());
  if (lower.some((w) => NOT_HEADS.has(w) && !DETERMINERS.has(w))) return true;
  if (words.length === 1) return !/^\p{Lu}/u.test(phrase) || NOT_HEADS.has(lower[0]!);
  if (!DETERMINERS.has(lower[0]!)) return !words.every((w) => /^\p{Lu}/u.test(w));
  return lower.slice(1).some((w) => NOT_HEADS.has(w));
}

export function echoOf(reply: string): string | null {
  for (const sentence of reply.split(/(?<=[.!?])\s+/)) {
    const m = ECHO.exec(sentence);
    if (m && !NOT_PHRASES.has(m[1]!.toLowerCase()) && !/^(lo siento mucho|lo has dicho muy bien)$/i.test(m[1]!)) return m[1]!;
  }
  return null;
}

const pct = (a: number, b: number): string => percent(a, b);
const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0301\u0308]/g, '').normalize('NFC');

/** `split`: 'validate' (students never read while tuning: the held-out figure) or 'tune' (read while writing the rules). */
export async function benchSpanishLearnerText(options: { show?: boolean; limit?: number; split?: 'tune' | 'validate' } = {}): Promise<void> {
  if (!existsSync(CORPUS)) {
    console.log('Spanish learner text: skipped (../shared/data/cows-l2h/ not found)');
    return;
  }
  const { show = false, limit, split = 'validate' } = options;
  // Composed, as the chat API composes a learner's message (a few essays write 'ó' as 'o' and a combining accent).
  const pairs: Pair[] = (JSON.parse(readFileSync(CORPUS, 'utf8')) as { pairs: Pair[] }).pairs
    .filter((p) => p.split === split)
    .slice(0, limit)
    .map((p) => ({ ...p, source: p.source.normalize('NFC'), refs: p.refs.map((r) => r.normalize('NFC')) }));
  const language = 'es-ES';
  let withError = 0;
  let covered = 0;
  let helpful = 0;
  let harmful = 0;
  let neutral = 0;
  let falseCorrections = 0;
  /** False corrections that only add or move a written accent ('para mi' -> 'para mí'): often one the instructor missed. */
  let falseAccentOnly = 0;
  let replies = 0;
  let missingContraction = 0;
  let brokenEchoes = 0;
  let praiseAfterError = 0;
  let praiseAfterUncorrected = 0;
  let perfectAfterUncorrected = 0;
  let uncorrectedErrors = 0;
  let followUpsOnTopic = 0;
  const byRule = new Map<string, { helpful: number; harmful: number; neutral: number; false: number }>();
  const ruleOf = (cs: readonly Correction[]) => cs.map((c) => c.rule ?? '?').join('+');
  const count = (rule: string, key: 'helpful' | 'harmful' | 'neutral' | 'false') => {
    const entry = byRule.get(rule) ?? { helpful: 0, harmful: 0, neutral: 0, false: 0 };
    entry[key]++;
    byRule.set(rule, entry);
  };
  const readReply = async (text: string, hasError: boolean, wasCorrected: boolean) => {
    const reply = await askTutor({ slug: 'lucia', topic: 'Family and Friends', messages: [{ role: 'assistant', content: '¡Hola! ¿Cómo estás?' }, { role: 'user', content: text }] });
    replies++;
    if (CONTRACTION_MISSING.test(reply.replace(QUOTED_WORDS, ' '))) {
      missingContraction++;
      if (show) console.log(`  DE-EL   ${reply}`);
    }
    const echo = echoOf(reply);
    if (echo && isBrokenEcho(echo)) {
      brokenEchoes++;
      if (show) console.log(`  ECHO    ${echo}  <- ${text}`);
    }
    if (hasError && PRAISE.test(reply)) {
      praiseAfterError++;
      if (!wasCorrected) praiseAfterUncorrected++;
      if (!wasCorrected && /lo has dicho muy bien/.test(reply)) perfectAfterUncorrected++;
      if (show) console.log(`  PRAISE  ${text} -> ${reply}`);
    }
    return reply;
  };

  for (const pair of pairs) {
    const hasError = nearest(pair.source, pair.refs) > 0;
    const corrections = await findCorrections(pair.source, { max: 2, isWriting: false, language });
    if (hasError) {
      withError++;
      if (corrections.length > 0) {
        covered++;
        const corrected = applyAll(pair.source, corrections);
        const before = nearest(pair.source, pair.refs);
        const after = nearest(corrected, pair.refs);
        const verdict = after < before ? 'helpful' : after > before ? 'harmful' : 'neutral';
        if (verdict === 'helpful') helpful++;
        else if (verdict === 'harmful') harmful++;
        else neutral++;
        count(ruleOf(corrections), verdict);
        if (show) console.log(`  ${verdict.toUpperCase().padEnd(7)} [${ruleOf(corrections)}] ${pair.source} -> ${corrected}  || ${pair.refs[0]}`);
      } else {
        uncorrectedErrors++;
        if (show) console.log(`  MISSED  ${pair.source}  || ${pair.refs[0]}`);
      }
    }
    const reply = await readReply(pair.source, hasError, corrections.length > 0);
    if (isOnTopic(closingQuestion(reply), pair.source)) followUpsOnTopic++;
    else if (show) console.log(`  OFF-TOPIC ${pair.source} -> ${closingQuestion(reply)}`);
    const fluent = pair.refs[0]!;
    const onFluent = await findCorrections(fluent, { max: 2, isWriting: false, language });
    if (onFluent.length > 0) {
      falseCorrections++;
      if (withoutAccents(applyAll(fluent, onFluent)) === withoutAccents(fluent)) falseAccentOnly++;
      count(ruleOf(onFluent), 'false');
      if (show) console.log(`  FALSE   [${ruleOf(onFluent)}] ${fluent} -> ${applyAll(fluent, onFluent)}`);
    }
    await readReply(fluent, false, onFluent.length > 0);
  }
  const corrections = helpful + harmful + neutral;
  console.log(`Spanish learner text, ${split === 'validate' ? 'HELD OUT (COWS-L2H validate: students never read while tuning)' : 'TUNE (COWS-L2H tune: read while writing the rules)'} (${pairs.length} pairs; ${CREDIT}):`);
  console.log(`  coverage ${covered}/${withError} sentences with an error (${pct(covered, withError)}); of ${corrections} corrections ` +
    `helpful ${helpful}, harmful ${harmful} (${pct(harmful, corrections)}), neutral ${neutral}; ` +
    `false corrections ${falseCorrections}/${pairs.length} fluent sentences (${pct(falseCorrections, pairs.length)}; ${falseAccentOnly} of them only add a written accent the instructor's version lacks)`);
  console.log(`  Lucía's replies (${replies}): 'de el'/'a el' ${missingContraction}, broken echoes ${brokenEchoes}, ` +
    `praise after a sentence with an error ${praiseAfterError} (${praiseAfterUncorrected}/${uncorrectedErrors} = ${pct(praiseAfterUncorrected, uncorrectedErrors)} of the uncorrected ones; '¡Perfecto, lo has dicho muy bien!' after ${pct(perfectAfterUncorrected, uncorrectedErrors)} of them); ` +
    `follow-up on the learner's topic ${followUpsOnTopic}/${pairs.length} (${pct(followUpsOnTopic, pairs.length)})`);
  for (const [rule, c] of [...byRule].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`    ${rule.padEnd(28)} helpful ${c.helpful}, harmful ${c.harmful}, neutral ${c.neutral}, false ${c.false}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const limit = /--limit=(\d+)/.exec(process.argv.join(' '))?.[1];
  // The checker loads its dictionary first: otherwise the first sentences time out and count as uncorrected.
  await warmUpChecker();
  const split = process.argv.includes('--tune') ? 'tune' : 'validate';
  await benchSpanishLearnerText({ show: process.argv.includes('--show'), limit: limit ? Number(limit) : undefined, split });
  process.exit(0);
}
