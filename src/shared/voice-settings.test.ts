import { describe, expect, it } from 'vitest';
import { chooseTurnWait, DEFAULT_VOICE_SETTINGS, formatPause, toVoiceSettings } from './voice-settings';

describe('voice settings', () => {
  it("default to the adaptive end of turn (1.5 s when fixed), no interrupting, the browser's recognition", () => {
    expect(DEFAULT_VOICE_SETTINGS).toEqual({ end_of_turn: 'adaptive', send_after_ms: 1500, allow_interrupt: false, recognition: 'browser' });
    expect(chooseTurnWait(DEFAULT_VOICE_SETTINGS)).toBe('adaptive');
    expect(chooseTurnWait({ ...DEFAULT_VOICE_SETTINGS, end_of_turn: 'fixed', send_after_ms: null })).toBeNull();
    expect(formatPause(1500)).toBe('1.5s');
    expect(formatPause(4000)).toBe('4s');
    expect(formatPause(2649)).toBe('2.6s');
  });

  it('keep a pause an older version saved as the manual choice, and make the old default adaptive', () => {
    expect(toVoiceSettings({ send_after_ms: 4000, allow_interrupt: false, recognition: 'browser' })?.end_of_turn).toBe('fixed');
    expect(toVoiceSettings({ send_after_ms: 1500, allow_interrupt: false, recognition: 'browser' })?.end_of_turn).toBe('adaptive');
    expect(toVoiceSettings({ end_of_turn: 'sometimes', send_after_ms: 1500, allow_interrupt: false, recognition: 'browser' })).toBeNull();
  });

  it('accept only the offered choices', () => {
    expect(toVoiceSettings({ end_of_turn: 'fixed', send_after_ms: null, allow_interrupt: true, recognition: 'server' })).toEqual({ end_of_turn: 'fixed', send_after_ms: null, allow_interrupt: true, recognition: 'server' });
    expect(toVoiceSettings({ send_after_ms: 2000, allow_interrupt: true, recognition: 'server' })).toBeNull();
    expect(toVoiceSettings({ send_after_ms: 1000, allow_interrupt: 'no', recognition: 'server' })).toBeNull();
    expect(toVoiceSettings({ send_after_ms: 1000, allow_interrupt: false, recognition: 'google' })).toBeNull();
    expect(toVoiceSettings(null)).toBeNull();
    expect(toVoiceSettings('1500')).toBeNull();
  });
});
