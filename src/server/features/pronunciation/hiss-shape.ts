/**
 * The shape of the hiss between two times, what the cues on stops read (release-cue.ts,
 * stop-ending-cue.ts): a closure is where it falls away, a release where it comes back within 10 ms.
 */
import { RELEASE_SPAN } from './cue-thresholds';
import { framesWithin, type HissContour } from './pronunciation-worker-source';

/**
 * loudest: the loudest frame (dB); fall: how far the quietest lies below it; dip: how far the stretch
 * falls below the lower of the loudest before and the loudest after, at its deepest (a fall that comes
 * back); rise: how far it rises within 10 ms at its steepest. Undefined where fewer than 3 frames lie
 * between the two times.
 */
export type HissShape = { loudest: number; fall: number; dip: number; rise: number };

export function hissShapeBetween(hiss: HissContour, from: number, to: number): HissShape | undefined {
  const { first, last } = framesWithin(hiss, from, to);
  if (last - first + 1 < 3) return undefined;
  const stretch = Array.from(hiss.frames.subarray(first, last + 1));
  const loudest = Math.max(...stretch);
  return { loudest, fall: loudest - Math.min(...stretch), dip: deepestDip(stretch), rise: steepestRise(stretch, hiss.hop) };
}

function steepestRise(stretch: readonly number[], hop: number): number {
  const span = Math.max(1, Math.round(RELEASE_SPAN / hop));
  let rise = 0;
  for (let at = 0; at + span < stretch.length; at++) rise = Math.max(rise, stretch[at + span]! - stretch[at]!);
  return rise;
}

function deepestDip(stretch: readonly number[]): number {
  const loudestFrom = stretch.map((_, at) => Math.max(...stretch.slice(at)));
  let loudestBefore = Number.NEGATIVE_INFINITY;
  let deepest = 0;
  stretch.forEach((frame, at) => {
    loudestBefore = Math.max(loudestBefore, frame);
    deepest = Math.max(deepest, Math.min(loudestBefore, loudestFrom[at]!) - frame);
  });
  return deepest;
}
