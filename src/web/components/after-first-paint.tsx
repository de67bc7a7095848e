import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children in a task of their own, after the page's first paint, and `fallback` (a block the
 * children's size, so nothing moves) until then. For what the learner does not need in the first frame:
 * on a slow phone the first render is one long task, and what it leaves out no longer blocks their input.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    // Effects run once the first frame is drawn; the timeout moves the render out of that frame's task.
    const timer = setTimeout(() => setIsPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return <>{isPainted ? children : fallback}</>;
}

/** An empty block of `height` that holds the place of content below the fold. */
export function Placeholder({ height }: { height: string }) {
  return <div aria-hidden="true" style={{ minHeight: height }} />;
}
