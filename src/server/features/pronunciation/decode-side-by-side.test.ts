import { describe, expect, it } from 'vitest';
import { decodeSideBySide } from './decode-side-by-side';
import type { DecodedToken, DecodeResult, DecodeTask } from './pronunciation-worker-source';

/** A token that says which warp aligned it, so the merge's order can be read off the result. */
const tokenAt = (warp: number): DecodedToken => ({ token: `aligned-at-${warp}`, start: 0, duration: 1, phones: [] });
const TASK: DecodeTask = { attempts: [], alignment: { attempts: [], written: [['we']], warps: [] }, words: [], pcm: new Uint8Array([1, 2, 3, 4]), channels: 1, sampleRate: 16_000 };
const taskWith = (warps: number[]): DecodeTask => ({ ...TASK, pcm: new Uint8Array(TASK.pcm), alignment: { ...TASK.alignment, warps } });

/** A pool that answers as the worker would (the alignment a little after the search), and remembers what it was given. */
function fakePool(options: { searchFails?: Error; alignFails?: Error; tokens?: DecodedToken[]; isSilent?: boolean } = {}) {
  const given: Array<{ task: DecodeTask; transfer: ArrayBuffer[]; settledAt?: number }> = [];
  let clock = 0;
  return {
    given,
    run: async <T>(task: unknown, { transfer = [] }: { transfer?: ArrayBuffer[] } = {}): Promise<T> => {
      const decodeTask = task as DecodeTask;
      const entry: (typeof given)[number] = { task: decodeTask, transfer };
      given.push(entry);
      await new Promise((resolve) => setTimeout(resolve, decodeTask.alignOnly ? 20 : 5));
      entry.settledAt = ++clock;
      if (decodeTask.alignOnly && options.alignFails) throw options.alignFails;
      if (!decodeTask.alignOnly && options.searchFails) throw options.searchFails;
      const result: DecodeResult = decodeTask.alignOnly
        ? { tokens: [], aligned: decodeTask.alignment.warps.map(tokenAt).map((token) => [token]) }
        : { tokens: options.tokens ?? [tokenAt(0)], aligned: decodeTask.alignment.warps.map(tokenAt).map((token) => [token]), isSilent: options.isSilent };
      return result as T;
    },
  };
}

describe('decodeSideBySide', () => {
  it('searches with the unwarped alignment in one task and aligns the warped front ends in another, merged in the order asked', async () => {
    const pool = fakePool();
    const result = await decodeSideBySide(pool, taskWith([1.45, 1, 1.3]), undefined);
    expect(result.aligned.map((path) => path[0]!.token)).toEqual(['aligned-at-1.45', 'aligned-at-1', 'aligned-at-1.3']);
    const [search, align] = pool.given;
    expect(search!.task).toMatchObject({ alignment: { warps: [1] } });
    expect(search!.task.alignOnly).toBeUndefined();
    expect(align!.task).toMatchObject({ alignment: { warps: [1.45, 1.3] }, alignOnly: true });
  });

  it('gives each task samples of its own to hand over', async () => {
    const pool = fakePool();
    await decodeSideBySide(pool, taskWith([1.45]), undefined);
    const [search, align] = pool.given;
    expect(search!.transfer[0]).not.toBe(align!.transfer[0]);
    expect([...align!.task.pcm]).toEqual([...search!.task.pcm]);
  });

  it('asks for no second task when no warped front end is asked for', async () => {
    const pool = fakePool();
    const result = await decodeSideBySide(pool, taskWith([1]), undefined);
    expect(pool.given).toHaveLength(1);
    expect(result.aligned.map((path) => path[0]!.token)).toEqual(['aligned-at-1']);
  });

  it('aligns nothing where the search found no path or heard no speech', async () => {
    expect((await decodeSideBySide(fakePool({ tokens: [] }), taskWith([1.45, 1]), undefined)).aligned).toEqual([[], []]);
    expect((await decodeSideBySide(fakePool({ isSilent: true }), taskWith([1.45]), undefined))).toMatchObject({ isSilent: true, aligned: [[]] });
  });

  it('fails as either task failed, only once both have ended (no thread is left working behind a finished check)', async () => {
    const pool = fakePool({ searchFails: new Error('search failed') });
    await expect(decodeSideBySide(pool, taskWith([1.45]), undefined)).rejects.toThrow('search failed');
    expect(pool.given.every((entry) => entry.settledAt !== undefined)).toBe(true);
    await expect(decodeSideBySide(fakePool({ alignFails: new Error('alignment failed') }), taskWith([1.45]), undefined)).rejects.toThrow('alignment failed');
  });
});
