/**
 * The speech model's probabilities for a turn's audio, kept under node_modules/.cache between bench runs:
 * the model is the slow part (minutes for the bench's turns), and the same audio and weights always give
 * the same probabilities (a batch gives each turn exactly what it gets alone). Keyed by both.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DEFAULT_FOLDER = new URL('../../../node_modules/.cache/parley-turn-taking/', import.meta.url).pathname;

export type ProbabilityCache = {
  keyOf: (frames: Float32Array[]) => string;
  read: (key: string) => Float32Array | null;
  write: (key: string, probabilities: Float32Array) => void;
};

export function openProbabilityCache(modelPath: string, folder = DEFAULT_FOLDER): ProbabilityCache {
  const modelHash = createHash('sha256').update(readFileSync(modelPath)).digest('hex');
  mkdirSync(folder, { recursive: true });
  const fileOf = (key: string) => join(folder, `${key}.f32`);
  return {
    keyOf: (frames) => {
      const hash = createHash('sha256').update(modelHash);
      for (const frame of frames) hash.update(new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength));
      return hash.digest('hex');
    },
    read: (key) => {
      if (!existsSync(fileOf(key))) return null;
      const bytes = readFileSync(fileOf(key));
      return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    },
    write: (key, probabilities) => writeFileSync(fileOf(key), new Uint8Array(probabilities.buffer, probabilities.byteOffset, probabilities.byteLength)),
  };
}
