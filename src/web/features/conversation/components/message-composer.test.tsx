// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SendResult } from '../use-conversation';
import { MessageComposer } from './message-composer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderComposer(result: SendResult = 'sent') {
  const onSend = vi.fn(async (_text: string) => result);
  render(<MessageComposer onSend={onSend} isPending={false} placeholder="Write to Sophia..." />);
  const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
  return { onSend, box, type: (text: string) => fireEvent.change(box, { target: { value: text } }) };
}

describe('the message composer', () => {
  it('sends on Enter and clears the box', async () => {
    const { onSend, box, type } = renderComposer();
    type('I goed to the park.');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(onSend).toHaveBeenCalledWith('I goed to the park.');
    expect(box.value).toBe('');
  });

  it('adds a line on Shift+Enter instead of sending, and ignores Enter while an input method composes', async () => {
    const { onSend, box, type } = renderComposer();
    type('First line');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter', shiftKey: true }));
    await act(async () => fireEvent.keyDown(box, { key: 'Enter', isComposing: true }));
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('First line');
  });

  it('never sends blank text', async () => {
    const { onSend, box, type } = renderComposer();
    type('   ');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it.each(['blocked', 'refused'] as const)('gives the words back when the send was %s', async (result) => {
    const { box, type } = renderComposer(result);
    type('Words worth keeping.');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(box.value).toBe('Words worth keeping.');
  });

  it('keeps what is typed and refuses to send while offline, saying so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { onSend, box, type } = renderComposer();
    type('Written on the train.');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('Written on the train.');
    expect(screen.getByRole('status').textContent).toMatch(/offline/i);
  });

  it('stops at the longest message the server takes', () => {
    const { box } = renderComposer();
    expect(box.maxLength).toBe(4000);
  });
});
