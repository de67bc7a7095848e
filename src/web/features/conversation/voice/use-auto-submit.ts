import { useEffect, useRef, useState } from 'react';
import { SPEECH_AUTO_SUBMIT_DELAY_MS } from '#/shared/constants';

/**
 * Sends the spoken transcript once it has not changed for 1.5 s (spec §4), unless the teacher is
 * speaking or a reply is pending. `isCountingDown` drives the 'Will send in 1.5s' label.
 */
export function useAutoSubmit(options: { transcript: string; isBlocked: boolean; onSubmit: (text: string) => void }) {
  const { transcript, isBlocked } = options;
  const [isCountingDown, setIsCountingDown] = useState(false);
  const onSubmit = useRef(options.onSubmit);
  onSubmit.current = options.onSubmit;

  useEffect(() => {
    const text = transcript.trim();
    if (!text || isBlocked) {
      setIsCountingDown(false);
      return;
    }
    setIsCountingDown(true);
    const timer = setTimeout(() => {
      setIsCountingDown(false);
      onSubmit.current(text);
    }, SPEECH_AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [transcript, isBlocked]);

  return { isCountingDown };
}
