/**
 * The learner's voice settings: saved with the account on the server, or (the landing demo, no account)
 * in this browser's localStorage. Until loaded, the defaults apply.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_VOICE_SETTINGS, toVoiceSettings, type VoiceSettings } from '#/shared/voice-settings';
import { getVoiceSettings, saveVoiceSettings } from '../api/voice-settings';

export const VOICE_SETTINGS_STORAGE_KEY = 'parley.voice-settings';

export type VoiceSettingsStore = 'account' | 'browser';

function readStored(): VoiceSettings {
  try {
    return toVoiceSettings(JSON.parse(localStorage.getItem(VOICE_SETTINGS_STORAGE_KEY) ?? 'null')) ?? DEFAULT_VOICE_SETTINGS;
  } catch (error) {
    console.warn('[voice-settings] the settings saved in this browser could not be read, so the defaults apply:', error);
    return DEFAULT_VOICE_SETTINGS;
  }
}

export function useVoiceSettings(store: VoiceSettingsStore) {
  const [settings, setSettings] = useState<VoiceSettings>(() => (store === 'browser' ? readStored() : DEFAULT_VOICE_SETTINGS));
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef(settings);
  latest.current = settings;

  useEffect(() => {
    if (store !== 'account') return;
    let isCurrent = true;
    getVoiceSettings().then(
      (loaded) => isCurrent && setSettings(loaded),
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

  return { settings, update, saveError };
}
