import { describe, expect, it } from 'vitest';
import { hissShapeBetween } from './hiss-shape';
import type { HissContour } from './pronunciation-worker-source';

/** A hiss contour every 5 ms (10 ms windows) from the given frames (dB). */
const contour = (frames: number[]): HissContour => ({ hop: 0.005, window: 0.01, frames: Float32Array.from(frames), levels: new Float32Array(frames.length), noise: -90 });

describe('hissShapeBetween', () => {
  it('reads a closure and its release: the dip, the fall and the steepest rise within 10 ms', () => {
    const shape = hissShapeBetween(contour([-30, -30, -80, -80, -80, -40, -30, -30]), 0, 0.045);
    expect(shape).toEqual({ loudest: -30, fall: 50, dip: 50, rise: 50 });
  });

  it('counts a fall that does not come back as no dip ("sea" easing into a quieter vowel)', () => {
    const shape = hissShapeBetween(contour([-20, -24, -28, -32, -36, -40]), 0, 0.035);
    expect(shape).toMatchObject({ fall: 20, dip: 0, rise: 0 });
  });

  it('reads only the frames lying wholly between the two times, and nothing where fewer than three do', () => {
    expect(hissShapeBetween(contour([-80, -30, -30, -30, -80]), 0.005, 0.03)).toMatchObject({ dip: 0, fall: 0 });
    expect(hissShapeBetween(contour([-30, -80, -30]), 0, 0.015)).toBeUndefined();
  });
});
