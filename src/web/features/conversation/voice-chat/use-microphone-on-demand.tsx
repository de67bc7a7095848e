/**
 * The learner's microphone with its code (speech recognition, the recorder, the pause detector) loaded
 * on first use: the landing demo loads it when the visitor first presses the microphone, Space or the
 * voice settings, so none of it is fetched before the page settles (tests/e2e/landing-scripts.test.ts);
 * the app's chat screen asks for it at once. Until it has loaded, the microphone is idle; a press made
 * while it loads starts listening as soon as it can.
 */
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { chooseTurnWait } from '#/shared/voice-settings';
import type { VoiceInput, VoiceInputOptions } from './live-microphone';

type Actions = 'start' | 'toggle' | 'clearError';
export type MicrophoneState = Omit<VoiceInput, Actions>;
export type Microphone = MicrophoneState & {
  start: () => void;
  toggle: () => void;
  clearError: () => void;
  /** Loads the code without starting. */
  load: () => void;
};

const idleState = (options: VoiceInputOptions): MicrophoneState => ({
  engine: 'browser',
  canUseBrowserRecognition: false,
  canUseServerRecognition: false,
  isListening: false,
  isPaused: false,
  transcript: '',
  isCountingDown: false,
  isProcessing: false,
  sendAfterMs: chooseTurnWait(options.settings) === 'adaptive' ? null : options.settings.send_after_ms,
  isHoldingTurn: false,
  error: null,
});

function stateOf(microphone: VoiceInput): MicrophoneState {
  const { start: _start, toggle: _toggle, clearError: _clearError, ...state } = microphone;
  return state;
}

const isSameState = (a: MicrophoneState, b: MicrophoneState) => (Object.keys(a) as (keyof MicrophoneState)[]).every((key) => a[key] === b[key]);

export function useMicrophoneOnDemand(options: VoiceInputOptions, { shouldLoadAtOnce }: { shouldLoadAtOnce: boolean }): { microphone: Microphone; host: ReactNode } {
  const [isWanted, setIsWanted] = useState(shouldLoadAtOnce);
  const [state, setState] = useState<MicrophoneState | null>(null);
  // A download that failed (offline) shows as a stopped microphone; its 'Try again' downloads again.
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const hasDownloadFailed = useRef(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is a new download
  const LiveMicrophone = useMemo(
    () =>
      lazy(() =>
        import('./live-microphone').catch((error: unknown) => {
          console.warn('[microphone] its code could not be loaded:', error);
          hasDownloadFailed.current = true;
          setHasLoadFailed(true);
          return { default: () => null };
        }),
      ),
    [attempt],
  );
  const live = useRef<VoiceInput | null>(null);
  const pendingAction = useRef<'start' | 'toggle' | null>(null);

  const onChange = useCallback((microphone: VoiceInput) => {
    const isFirstReport = live.current === null;
    live.current = microphone;
    const next = stateOf(microphone);
    setState((previous) => (previous && isSameState(previous, next) ? previous : next));
    const action = pendingAction.current;
    pendingAction.current = null;
    if (isFirstReport && action) microphone[action]();
  }, []);

  const whenLoaded = useCallback((action: 'start' | 'toggle') => {
    if (live.current) {
      live.current[action]();
      return;
    }
    pendingAction.current = action;
    setIsWanted(true);
    if (hasDownloadFailed.current) {
      hasDownloadFailed.current = false;
      setHasLoadFailed(false);
      setAttempt((n) => n + 1);
    }
  }, []);
  const start = useCallback(() => whenLoaded('start'), [whenLoaded]);
  const toggle = useCallback(() => whenLoaded('toggle'), [whenLoaded]);
  // Dismissing a failed download hides it; the next press downloads again.
  const clearError = useCallback(() => {
    setHasLoadFailed(false);
    live.current?.clearError();
  }, []);
  const load = useCallback(() => setIsWanted(true), []);

  const host = isWanted ? (
    <Suspense fallback={null}>
      <LiveMicrophone options={options} onChange={onChange} />
    </Suspense>
  ) : null;
  const shown = state ?? idleState(options);
  return { microphone: { ...shown, error: hasLoadFailed ? 'failed' : shown.error, start, toggle, clearError, load }, host };
}
