/**
 * The learner's voice settings and pause profile (ADR 032): saved with the account on the server, or (the
 * landing demo, no account) in this browser's localStorage. Until loaded, the defaults apply.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { addPauses, isLearnerPause, type LearnerPause, type PauseProfile } from '#/shared/turn-taking/pause-profile';
import { DEFAULT_VOICE_SETTINGS, toVoiceSettings, type VoiceSettings } from '#/shared/voice-settings';
import { addLearnerPauses, getVoiceSettings, saveVoiceSettings } from '../api/voice-settings';

export const VOICE_SETTINGS_STORAGE_KEY = 'parley.voice-settings';
export const LEARNER_PAUSES_STORAGE_KEY = 'parley.learner-pauses';

export type VoiceSettingsStore = 'account' | 'browser';

function readStored<T>(key: string, read: (value: unknown) => T | null, fallback: T): T {
  try {
    return read(JSON.parse(localStorage.getItem(key) ?? 'null')) ?? fallback;
  } catch (error) {
    console.warn(`[voice-settings] ${key} saved in this browser could not be read, so the defaults apply:`, error);
    return fallback;
  }
}

const toPauses = (value: unknown): PauseProfile | null => (Array.isArray(value) ? value.filter(isLearnerPause) : null);

export function useVoiceSettings(store: VoiceSettingsStore) {
  const [settings, setSettings] = useState<VoiceSettings>(() => (store === 'browser' ? readStored(VOICE_SETTINGS_STORAGE_KEY, toVoiceSettings, DEFAULT_VOICE_SETTINGS) : DEFAULT_VOICE_SETTINGS));
  const [pauses, setPauses] = useState<PauseProfile>(() => (store === 'browser' ? readStored(LEARNER_PAUSES_STORAGE_KEY, toPauses, []) : []));
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef(settings);
  latest.current = settings;

  useEffect(() => {
    if (store !== 'account') return;
    let isCurrent = true;
    getVoiceSettings().then(
      (loaded) => {
        if (!isCurrent) return;
        setSettings(loaded.settings);
        setPauses(loaded.pauses);
      },
      (error: unknown) => console.warn('[voice-settings] using the defaults:', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [store]);

  const update = useCallback(
    (change: Partial<VoiceSettings>) => {
      setSaveError(null);
      const next = { ...latest.current, ...change };
      latest.current = next;
      setSettings(next);
      if (store === 'browser') localStorage.setItem(VOICE_SETTINGS_STORAGE_KEY, JSON.stringify(next));
      else saveVoiceSettings(next).catch((error: unknown) => setSaveError(error instanceof Error ? error.message : String(error)));
    },
    [store],
  );

  /** Keeps the pauses of a turn just spoken; a failure to save them only costs the adapting. */
  const notePauses = useCallback(
    (noted: LearnerPause[]) => {
      setPauses((previous) => {
        const next = addPauses(previous, noted);
        if (store === 'browser') localStorage.setItem(LEARNER_PAUSES_STORAGE_KEY, JSON.stringify(next));
        return next;
      });
      if (store === 'account') addLearnerPauses(noted).catch((error: unknown) => console.warn('[voice-settings] the pauses of this turn were not saved:', error));
    },
    [store],
  );

  return { settings, update, saveError, pauses, notePauses };
}
