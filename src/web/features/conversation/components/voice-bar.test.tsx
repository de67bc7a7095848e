// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VoiceBar } from './voice-bar';

afterEach(cleanup);

type Props = ComponentProps<typeof VoiceBar>;

function renderBar(overrides: Partial<Props> = {}) {
  const props: Props = {
    isListening: false,
    isSpeaking: false,
    isPending: false,
    isMuted: false,
    teacherName: 'Sophia',
    onToggleMicrophone: vi.fn(),
    onToggleMute: vi.fn(),
    ...overrides,
  };
  const view = render(<VoiceBar {...props} />);
  const status = () => screen.getByTestId('voice-status').textContent;
  return { props, status, rerender: (next: Partial<Props>) => view.rerender(<VoiceBar {...props} {...next} />) };
}

describe('the voice bar', () => {
  it('says what the voice is doing, speaking first, then transcribing, then waiting for the reply, then listening', () => {
    const { status, rerender } = renderBar();
    expect(status()).toBe('Ready to chat');
    rerender({ isListening: true });
    expect(status()).toBe('Listening...');
    rerender({ isListening: true, isPending: true });
    expect(status()).toBe('Processing...');
    rerender({ isListening: true, isPending: true, isProcessingSpeech: true });
    expect(status()).toBe('Processing your speech...');
    rerender({ isListening: true, isPending: true, isProcessingSpeech: true, isSpeaking: true });
    expect(status()).toBe('Sophia is speaking...');
  });

  it("uses the screen's own words, and an override above all", () => {
    const { status, rerender } = renderBar({ isListening: true, listeningText: 'Listening... speak, then pause to send.' });
    expect(status()).toBe('Listening... speak, then pause to send.');
    rerender({ isPending: true, processingText: 'Sophia is thinking...' });
    expect(status()).toBe('Sophia is thinking...');
    rerender({ isSpeaking: true, statusOverride: 'You have used your demo messages.' });
    expect(status()).toBe('You have used your demo messages.');
  });

  it('toggles the microphone from its button, named and pressed by whether it listens', () => {
    const { props, rerender } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Start listening' }));
    expect(props.onToggleMicrophone).toHaveBeenCalledTimes(1);
    rerender({ isListening: true });
    const stop = screen.getByRole('button', { name: 'Stop listening' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
  });

  it('toggles the microphone with Space, but not while typing, on a button, on a held key or when disabled', () => {
    const { props, rerender } = renderBar({ hint: 'Press Space to talk' });
    fireEvent.keyDown(window, { code: 'Space' });
    expect(props.onToggleMicrophone).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { code: 'Space', repeat: true });
    fireEvent.keyDown(window, { code: 'KeyA' });
    expect(props.onToggleMicrophone).toHaveBeenCalledTimes(1);

    const box = document.body.appendChild(document.createElement('textarea'));
    fireEvent.keyDown(box, { code: 'Space' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Mute' }), { code: 'Space' });
    expect(props.onToggleMicrophone).toHaveBeenCalledTimes(1);
    box.remove();

    rerender({ isDisabled: true });
    fireEvent.keyDown(window, { code: 'Space' });
    expect(props.onToggleMicrophone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Start listening' })).toHaveProperty('disabled', true);
  });

  it('mutes and unmutes, shows the hint only while not listening, and offers settings only when given', () => {
    const { props, rerender } = renderBar({ hint: 'Press Space to talk' });
    expect(screen.queryByText('Press Space to talk')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Voice settings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(props.onToggleMute).toHaveBeenCalledTimes(1);

    const onOpenSettings = vi.fn();
    rerender({ isMuted: true, isListening: true, onOpenSettings });
    expect(screen.getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Press Space to talk')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voice settings' }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });
});
