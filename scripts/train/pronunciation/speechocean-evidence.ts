/**
 * The keyless engine's evidence for every reading of speechocean762's train split (read where it lives,
 * ../shared/data or SPEECHOCEAN_DIR; never copied into the repository), with the experts' scores beside it,
 * the sentence as written aligned through each front-end warp of ALIGNMENT_WARPS (the fit chooses one).
 * Decoding 842 readings takes several minutes, so the result is cached under data/ (ignored by git), keyed
 * by a hash of the engine's source and the warps: change either and the evidence is gathered again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createPocketsphinxAssessor } from '../../../src/server/features/pronunciation/pocketsphinx-assessor';
import type { ReadingEvidence } from '../../../src/server/features/pronunciation/scoring/reading-evidence';
import type { WordResult } from '../../../src/shared/api/pronunciation';

export type ExpertWord = { text: string; accuracy: number; accuracyExperts: number[] };
export type ScoredReading = {
  id: string;
  speaker: string;
  text: string;
  seconds: number;
  accuracy: number;
  fluency: number;
  total: number;
  /** Whether an expert heard an extra sound or word in the reading. */
  hasExpertInsertion: boolean;
  words: ExpertWord[];
  /** What the engine measured, the sentence as written aligned unwarped; `evidenceByWarp`: through each warp (by its value as a string). */
  evidence: ReadingEvidence;
  evidenceByWarp: Record<string, ReadingEvidence>;
  judged: WordResult[];
};

/**
 * The front-end warps (inverse linear: a band at f Hz hears f·warp) the sentence is aligned through for the
 * fit to choose among; 1 is the model's own front end. Tried: 0.9, 1.15, 1.22 and 1.3 to 1.6 (docs/benchmarks.md).
 */
export const ALIGNMENT_WARPS = [1, 1.3, 1.45, 1.6];

export const alignmentWarpsOf = (readings: readonly ScoredReading[]): number[] => Object.keys(readings[0]?.evidenceByWarp ?? { 1: true }).map(Number).sort((a, b) => a - b);

/** The reading with its evidence as aligned through `warp` (unwarped where it was not aligned through it). */
export function throughWarp<T extends ScoredReading>(reading: T, warp: number): T {
  return { ...reading, evidence: reading.evidenceByWarp[String(warp)] ?? reading.evidence };
}

export type CorpusWord = { text: string; phones: string[]; accuracy: number; accuracy_experts: number[]; inserted?: Array<{ after: number; sound: string; expert: number }> };
type CorpusReading = { id: string; wav: string; text: string; seconds: number; speaker: string; accuracy: number; fluency: number; total: number; words: CorpusWord[] };

export const SPEECHOCEAN_DIR = resolve(process.env.SPEECHOCEAN_DIR ?? join(import.meta.dirname, '../../../../shared/data/speechocean762-train'));
const CACHE = join(import.meta.dirname, '../../../data/cache/speechocean-evidence.json');
const ENGINE_DIR = join(import.meta.dirname, '../../../src/server/features/pronunciation');

export function readCorpus(): CorpusReading[] {
  const index = JSON.parse(readFileSync(join(SPEECHOCEAN_DIR, 'index.json'), 'utf8')) as { utterances: CorpusReading[] };
  return index.utterances;
}

/** A hash of the source that gathers the evidence (tests, and the learned model's own files in scoring/, aside): the cache's key. */
function engineHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, name.name);
      if (name.isDirectory()) walk(path);
      else if (!name.name.includes('.test.') && (!dir.endsWith('scoring') || name.name === 'reading-evidence.ts')) hash.update(readFileSync(path));
    }
  };
  walk(ENGINE_DIR);
  hash.update(JSON.stringify(ALIGNMENT_WARPS));
  return hash.digest('hex').slice(0, 16);
}

export async function gatherSpeechoceanEvidence({ log = true } = {}): Promise<ScoredReading[]> {
  const key = engineHash();
  if (existsSync(CACHE)) {
    const cached = JSON.parse(readFileSync(CACHE, 'utf8')) as { key: string; readings: Array<Omit<ScoredReading, 'evidence'>> };
    if (cached.key === key) return cached.readings.map((reading) => ({ ...reading, evidence: reading.evidenceByWarp['1']! }));
  }
  const corpus = readCorpus();
  const assessor = createPocketsphinxAssessor({ checksAtOnce: 2, maxQueued: 1000 });
  const readings: ScoredReading[] = [];
  const skipped: string[] = [];
  let done = 0;
  try {
    await Promise.all(
      corpus.map(async (reading) => {
        const wav = readFileSync(join(SPEECHOCEAN_DIR, reading.wav));
        const heard = await assessor.listen({ text: reading.text.toLowerCase(), wav }, ALIGNMENT_WARPS, 'always').catch((error: Error) => {
          skipped.push(`${reading.id}: ${error.message}`);
          return undefined;
        });
        if (!heard) return;
        const { judged, evidenceByWarp } = heard;
        const evidence = evidenceByWarp[ALIGNMENT_WARPS.indexOf(1)]!;
        if (evidence.words.length !== reading.words.length) {
          skipped.push(`${reading.id}: ${evidence.words.length} words read, ${reading.words.length} scored`);
          return;
        }
        readings.push({
          id: reading.id,
          speaker: reading.speaker,
          text: reading.text,
          seconds: reading.seconds,
          accuracy: reading.accuracy,
          fluency: reading.fluency,
          total: reading.total,
          hasExpertInsertion: reading.words.some((word) => (word.inserted?.length ?? 0) > 0),
          words: reading.words.map((word) => ({ text: word.text, accuracy: word.accuracy, accuracyExperts: word.accuracy_experts })),
          evidence,
          evidenceByWarp: Object.fromEntries(ALIGNMENT_WARPS.map((warp, at) => [String(warp), evidenceByWarp[at]!])),
          judged: judged.words,
        });
        if (log && ++done % 100 === 0) console.error(`  ${done} of ${corpus.length} readings decoded`);
      }),
    );
  } finally {
    await assessor.close();
  }
  if (log && skipped.length > 0) console.error(`  ${skipped.length} readings skipped:\n    ${skipped.join('\n    ')}`);
  if (readings.length < corpus.length / 2) throw new Error(`Only ${readings.length} of ${corpus.length} readings could be checked: is the engine broken?`);
  readings.sort((a, b) => a.id.localeCompare(b.id));
  mkdirSync(dirname(CACHE), { recursive: true });
  writeFileSync(CACHE, JSON.stringify({ key, readings: readings.map(({ evidence: _unwarped, ...reading }) => reading) }));
  return readings;
}
