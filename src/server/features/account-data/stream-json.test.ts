import { describe, expect, it } from 'vitest';
import { streamJson } from './stream-json';

async function text(value: unknown): Promise<{ text: string; slices: number }> {
  let all = '';
  let slices = 0;
  for await (const slice of streamJson(value)) {
    all += slice;
    slices++;
  }
  return { text: all, slices };
}

describe('streamJson', () => {
  it('writes what JSON.stringify writes', async () => {
    const value = { a: 1, b: 'two "quoted"\n', c: [true, null, { d: [] }, undefined], e: undefined, f: {}, g: new Date(0), h: -0.5 };
    expect((await text(value)).text).toBe(JSON.stringify(value));
  });

  it('hands out a large array in slices', async () => {
    const notebook = Array.from({ length: 18_000 }, (_, i) => ({ front: `word${i}`, back: 'a word' }));
    const { text: written, slices } = await text({ notebook });
    expect(JSON.parse(written)).toEqual({ notebook });
    expect(slices).toBeGreaterThanOrEqual(36);
  });
});
