import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openProbabilityCache } from './speech-probability-cache';

const folders: string[] = [];
function cacheIn(model: string) {
  const folder = mkdtempSync(join(tmpdir(), 'probability-cache-'));
  folders.push(folder);
  writeFileSync(join(folder, 'model.onnx'), model);
  return openProbabilityCache(join(folder, 'model.onnx'), join(folder, 'cache'));
}

describe('openProbabilityCache', () => {
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('gives back what was written for the same audio', () => {
    const cache = cacheIn('weights');
    const key = cache.keyOf([Float32Array.of(0.1, 0.2), Float32Array.of(0.3)]);
    expect(cache.read(key)).toBeNull();
    cache.write(key, Float32Array.of(0.5, 0.25));
    expect(Array.from(cache.read(key)!)).toEqual([0.5, 0.25]);
  });

  it('keys by the audio and by the model', () => {
    const audio = [Float32Array.of(0.1, 0.2)];
    const cache = cacheIn('weights');
    expect(cache.keyOf(audio)).toBe(cache.keyOf([Float32Array.of(0.1, 0.2)]));
    expect(cache.keyOf(audio)).not.toBe(cache.keyOf([Float32Array.of(0.1, 0.3)]));
    expect(cache.keyOf(audio)).not.toBe(cacheIn('other weights').keyOf(audio));
  });
});
