// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../types';
import { ReplyAnnouncer } from './reply-announcer';

afterEach(cleanup);

const message = (id: string, role: ConversationMessage['role'], content: string, extra: Partial<ConversationMessage> = {}): ConversationMessage => ({ id, role, content, timestamp: 0, ...extra });

function renderAnnouncer(messages: ConversationMessage[]) {
  const view = render(<ReplyAnnouncer messages={messages} teacherName="Sophia" />);
  const region = () => screen.getByTestId('reply-announcer');
  const lines = () => Array.from(region().querySelectorAll('p'), (p) => p.textContent);
  return { region, lines, update: (next: ConversationMessage[]) => view.rerender(<ReplyAnnouncer messages={next} teacherName="Sophia" />) };
}

describe('the reply announcer', () => {
  it('is a polite live region, there and empty before any reply, silent about a reopened history', () => {
    const history = [message('stored-1', 'user', 'Hi', { storedId: 1 }), message('stored-2', 'assistant', 'Hello again!', { storedId: 2 })];
    const { region, lines, update } = renderAnnouncer([]);
    expect(region().getAttribute('aria-live')).toBe('polite');
    update(history);
    expect(lines()).toEqual([]);
  });

  it("gets a reply once it is whole, never the learner's words, and a same-worded reply again", () => {
    const asked = message('m1', 'user', 'How are you?');
    const { lines, update } = renderAnnouncer([]);
    update([asked, message('m2', 'assistant', '', { isStreaming: true })]);
    update([asked, message('m2', 'assistant', 'Very well', { isStreaming: true })]);
    expect(lines()).toEqual([]);
    update([asked, message('m2', 'assistant', 'Very well, thanks.')]);
    expect(lines()).toEqual(['Sophia: Very well, thanks.']);
    const twice = [asked, message('m2', 'assistant', 'Very well, thanks.'), message('m3', 'user', 'And you?'), message('m4', 'assistant', 'Very well, thanks.', { notice: 'The connection dropped before Sophia finished.' })];
    update(twice);
    expect(lines()).toEqual(['Sophia: Very well, thanks.', 'Sophia: Very well, thanks. The connection dropped before Sophia finished.']);
    update([...twice, message('m5', 'assistant', 'Say "thanks" with a soft th.', { isFeedback: true })]);
    expect(lines()).toHaveLength(3);
    expect(lines().at(-1)).toBe('Feedback: Say "thanks" with a soft th.');
    expect(lines().join(' ')).not.toContain('How are you?');
  });
});
