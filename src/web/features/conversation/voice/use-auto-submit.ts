import { useEffect, useRef, useState } from 'react';

/**
 * Sends the spoken transcript once it has not changed for the chosen pause (1.5 s by default),
 * unless blocked (the teacher is speaking or a reply is pending). `delayMs` null: only when the learner
 * taps. `isCountingDown` drives the 'Will send in 1.5s' label.
 */
export function useAutoSubmit(options: { transcript: string; delayMs: number | null; isBlocked: boolean; onSubmit: (text: string) => void }) {
  const { transcript, isBlocked, delayMs } = options;
  const [isCountingDown, setIsCountingDown] = useState(false);
  const onSubmit = useRef(options.onSubmit);
  onSubmit.current = options.onSubmit;

  useEffect(() => {
    const text = transcript.trim();
    if (!text || isBlocked || delayMs === null) {
      setIsCountingDown(false);
      return;
    }
    setIsCountingDown(true);
    const timer = setTimeout(() => {
      setIsCountingDown(false);
      onSubmit.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [transcript, isBlocked, delayMs]);

  return { isCountingDown };
}
