import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICE_SETTINGS, formatPause, toVoiceSettings } from './voice-settings';

describe('voice settings', () => {
  it("default to the spec's 1.5 s pause, no interrupting, the browser's recognition", () => {
    expect(DEFAULT_VOICE_SETTINGS).toEqual({ send_after_ms: 1500, allow_interrupt: false, recognition: 'browser' });
    expect(formatPause(1500)).toBe('1.5s');
    expect(formatPause(4000)).toBe('4s');
  });

  it('accept only the offered choices', () => {
    expect(toVoiceSettings({ send_after_ms: null, allow_interrupt: true, recognition: 'server' })).toEqual({ send_after_ms: null, allow_interrupt: true, recognition: 'server' });
    expect(toVoiceSettings({ send_after_ms: 2000, allow_interrupt: true, recognition: 'server' })).toBeNull();
    expect(toVoiceSettings({ send_after_ms: 1000, allow_interrupt: 'no', recognition: 'server' })).toBeNull();
    expect(toVoiceSettings({ send_after_ms: 1000, allow_interrupt: false, recognition: 'google' })).toBeNull();
    expect(toVoiceSettings(null)).toBeNull();
    expect(toVoiceSettings('1500')).toBeNull();
  });
});
