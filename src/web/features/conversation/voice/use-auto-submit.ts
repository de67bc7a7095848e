import { useEffect, useRef, useState } from 'react';
import type { LearnerPause, PauseProfile } from '#/shared/turn-taking/pause-profile';
import type { TurnEnding } from '#/shared/turn-taking/turn-endings';
import { TurnWatcher, type TurnWaitChoice } from '#/shared/turn-taking/turn-watcher';

const HOLDING_ENDINGS = new Set<TurnEnding>(['filler', 'open', 'wait']);

/** How often the silence since the recogniser's last words is checked. */
const CHECK_EVERY_MS = 100;

type Options = {
  transcript: string;
  language: string;
  /** 'adaptive' (by the words and the learner's pauses, ADR 032), a fixed pause, or null: only when the learner taps. */
  wait: TurnWaitChoice;
  profile: PauseProfile;
  isBlocked: boolean;
  onSubmit: (text: string) => void;
  onPauses: (pauses: LearnerPause[]) => void;
};

/**
 * Sends the spoken transcript once the recogniser has heard nothing new for as long as the end of turn
 * asks (the words so far, the learner's own pauses, or the fixed choice), unless blocked (the teacher is
 * speaking or a reply is pending). `waitMs` drives the 'Will send in 1.5s' label.
 */
export function useAutoSubmit(options: Options) {
  const { transcript, isBlocked, wait } = options;
  const [isCountingDown, setIsCountingDown] = useState(false);
  const [waitMs, setWaitMs] = useState<number | null>(null);
  const [isHoldingTurn, setIsHoldingTurn] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const [watcher] = useState(() => new TurnWatcher({ language: options.language, choice: () => latest.current.wait, profile: () => latest.current.profile }));

  useEffect(() => {
    watcher.setWords(transcript);
    if (transcript.trim()) watcher.hear(performance.now(), true);
  }, [watcher, transcript]);

  useEffect(() => {
    const text = transcript.trim();
    if (!text || isBlocked || wait === null) {
      setIsCountingDown(false);
      setIsHoldingTurn(false);
      setWaitMs(wait === 'adaptive' ? null : wait);
      return;
    }
    setIsCountingDown(true);
    const check = () => {
      const now = performance.now();
      const result = watcher.check(now);
      setWaitMs(result.waitMs);
      setIsHoldingTurn(wait === 'adaptive' && HOLDING_ENDINGS.has(result.ending));
      if (!result.shouldSend) return;
      watcher.sent(now);
      setIsCountingDown(false);
      const pauses = watcher.takePauses();
      if (pauses.length > 0) latest.current.onPauses(pauses);
      latest.current.onSubmit(text);
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [watcher, transcript, isBlocked, wait]);

  return { isCountingDown, waitMs, isHoldingTurn };
}
