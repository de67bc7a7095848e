import { type ReactNode, useEffect, useState } from 'react';

/**
 * What waits for the first paint, in the order it was put on the page: one is shown a frame, so each one's
 * render, and the layout that follows it, is a short task of its own rather than one long task for all.
 */
const waiting: Array<() => void> = [];
let isRevealing = false;

/** After the next frame is drawn (or 100 ms, where a hidden tab draws none). */
function afterNextFrame(callback: () => void) {
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    callback();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}

function revealNext() {
  waiting.shift()?.();
  if (waiting.length) afterNextFrame(revealNext);
  else isRevealing = false;
}

function waitForPaint(reveal: () => void): () => void {
  waiting.push(reveal);
  if (!isRevealing) {
    isRevealing = true;
    afterNextFrame(revealNext);
  }
  return () => {
    const at = waiting.indexOf(reveal);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * Renders its children after the page's first paint, and `fallback` (a block the children's size, so nothing
 * moves) until then. For what the learner does not need in the first frame: on a slow phone the first render
 * is one long task, and what it leaves out no longer blocks their input.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [isPainted, setIsPainted] = useState(false);
  // Effects run once the first frame is drawn; the reveal comes in a later task.
  useEffect(() => waitForPaint(() => setIsPainted(true)), []);
  return <>{isPainted ? children : fallback}</>;
}

/** An empty block of `height` that holds the place of content below the fold. */
export function Placeholder({ height }: { height: string }) {
  return <div aria-hidden="true" style={{ minHeight: height }} />;
}
