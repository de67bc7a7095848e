// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SendResult } from '../use-conversation';
import { MAX_DRAFTS, readDraft, saveDraft } from './draft-store';
import { MessageComposer } from './message-composer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderComposer(result: SendResult = 'sent', draftKey?: string) {
  const onSend = vi.fn(async (_text: string) => result);
  render(<MessageComposer onSend={onSend} isPending={false} placeholder="Write to Sophia..." draftKey={draftKey} />);
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

describe('the unsent draft', () => {
  const ANNA = 'user:anna:teacher:sophia';

  it('comes back after a reload, for the same learner and teacher only', () => {
    const first = renderComposer('sent', ANNA);
    first.type('Yesterday I have');
    cleanup(); // the reload
    expect(renderComposer('sent', ANNA).box.value).toBe('Yesterday I have');
    cleanup();
    expect(renderComposer('sent', 'user:ben:teacher:sophia').box.value).toBe('');
    cleanup();
    expect(renderComposer('sent', 'user:anna:teacher:daniel').box.value).toBe('');
  });

  it('is forgotten once the message is sent', async () => {
    const { box, type } = renderComposer('sent', ANNA);
    type('I goed to the park.');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    cleanup();
    expect(renderComposer('sent', ANNA).box.value).toBe('');
  });

  it.each(['blocked', 'refused', 'failed'] as const)('is kept when the send was %s', async (result) => {
    const { box, type } = renderComposer(result, ANNA);
    type('Words worth keeping.');
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    cleanup();
    expect(renderComposer(result, ANNA).box.value).toBe('Words worth keeping.');
  });

  it('keeps what was written while the reply was on its way, not the message sent', async () => {
    let answer: (result: SendResult) => void = () => {};
    const onSend = vi.fn(() => new Promise<SendResult>((resolve) => (answer = resolve)));
    render(<MessageComposer onSend={onSend} isPending={false} placeholder="Write to Sophia..." draftKey={ANNA} />);
    const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'First message.' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    fireEvent.change(box, { target: { value: 'And a second' } });
    await act(async () => answer('sent'));
    cleanup();
    expect(renderComposer('sent', ANNA).box.value).toBe('And a second');
  });

  it('is bounded: one message long at most, and only the newest drafts are kept', () => {
    let now = 1_000; // each draft a moment newer than the one before
    vi.spyOn(Date, 'now').mockImplementation(() => ++now);
    for (let i = 0; i <= MAX_DRAFTS; i += 1) saveDraft(`user:anna:teacher:t${i}`, `draft ${i}`);
    expect(readDraft('user:anna:teacher:t0')).toBe('');
    expect(readDraft(`user:anna:teacher:t${MAX_DRAFTS}`)).toBe(`draft ${MAX_DRAFTS}`);
    saveDraft(ANNA, 'x'.repeat(10_000));
    expect(readDraft(ANNA)).toHaveLength(4000);
  });

  it('keeps nothing without a key', () => {
    renderComposer().type('Not for the browser.');
    expect(localStorage.length).toBe(0);
  });
});
