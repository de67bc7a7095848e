/** Seconds left of a countdown that starts when `isRunning` turns true and stops at zero. */
import { useEffect, useState } from 'react';

export function useCountdown(totalSeconds: number, isRunning: boolean): number {
  const [left, setLeft] = useState(totalSeconds);
  useEffect(() => {
    if (!isRunning) return;
    const endsAt = Date.now() + totalSeconds * 1000;
    setLeft(totalSeconds);
    const ticker = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(ticker);
    }, 250);
    return () => clearInterval(ticker);
  }, [isRunning, totalSeconds]);
  return left;
}

/** "1:05": minutes and seconds, with digits from the interface language's number formatter. */
export const clockText = (seconds: number, number: (value: number, options?: Intl.NumberFormatOptions) => string) =>
  `${number(Math.floor(seconds / 60))}:${number(seconds % 60, { minimumIntegerDigits: 2 })}`;
