import { describe, expect, it } from 'vitest';
import { splitIntoPieces, streamInPieces } from './stream-in-pieces';

describe('streamInPieces', () => {
  it('yields a few words at a time and loses nothing', async () => {
    const text = 'Cooking for your friends sounds lovely. What do you usually cook?';
    const pieces: string[] = [];
    for await (const piece of streamInPieces(text)) pieces.push(piece);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((p) => p.trim().split(/\s+/).length <= 3)).toBe(true);
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    await expect(async () => {
      for await (const piece of streamInPieces(splitIntoPieces('one two three four five six seven').join(''), controller.signal)) {
        pieces.push(piece);
        controller.abort();
      }
    }).rejects.toThrow();
    expect(pieces).toHaveLength(1);
  });
});
