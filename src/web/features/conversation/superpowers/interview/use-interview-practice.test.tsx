// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interviewOpening, questionLine } from '#/shared/script-lines';
import type { Teacher } from '#/shared/teacher';
import type { ConversationMessage } from '../../types';
import { useConversation } from '../../use-conversation';
import type { SavedConversation } from '../../use-earlier-messages';
import { useInterviewPractice } from './use-interview-practice';

const teacher = { slug: 'daniel', name: 'Daniel Brooks', introduction: '', language: 'en-US', superpower_feature: 'interview-roleplay' } as unknown as Teacher;
const TOPIC = 'Behavioral Questions';

/** The chat as the chat screen wires it: the real conversation hook under the interview's. */
function InterviewChat({ saved, onSaved }: { saved?: SavedConversation; onSaved?: (id: string) => void }) {
  const conversation = useConversation({ teacher, topic: TOPIC, speaker: null, onLimitReached: () => {}, isAtLimit: () => false, saved, onConversationSaved: onSaved, shouldPreloadStreaming: false });
  const view = useInterviewPractice({ teacher, topic: TOPIC, conversation, speak: () => {}, savedMode: saved?.mode });
  return (
    <div>
      <h2>{view.panelTitle ?? 'AI Assistant'}</h2>
      {view.badge}
      {view.headerControls}
      {view.tools}
      <ol aria-label="Messages">{conversation.messages.map((m) => <li key={m.id}>{m.isFeedback ? `FEEDBACK ${m.content}` : m.content}</li>)}</ol>
    </div>
  );
}

const stored = (role: ConversationMessage['role'], content: string, isFeedback?: boolean): ConversationMessage => ({ id: `stored-${content}`, role, content, isFeedback, timestamp: 0 });
const isEnabled = (name: string) => !(screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

type Sent = { url: string; body: Record<string, unknown> | undefined };
let sent: Sent[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
    const answer = url.endsWith('/end-interview') ? { ok: true } : { conversation_id: '11111111-1111-4111-8111-111111111111' };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('interview practice after a reload', () => {
  it('comes back in interview mode at the question it had reached, with feedback offered only for an answer that has none', () => {
    const messages = [
      stored('assistant', interviewOpening(teacher.name)),
      stored('user', 'I am a nurse with five years of experience.'),
      stored('assistant', 'Thank you.'),
      stored('assistant', 'Strengths: clear.', true),
      stored('assistant', questionLine(2)),
      stored('user', 'Because I love caring for people.'),
      stored('assistant', 'That is a good reason.'),
    ];
    render(<InterviewChat saved={{ id: '11111111-1111-4111-8111-111111111111', mode: 'interview', messages }} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Interview Practice');
    expect(screen.getByText('Question 2', { exact: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit Interview' })).toBeTruthy();
    expect(isEnabled('Get Feedback')).toBe(true);
    expect(isEnabled('Ask Next Question')).toBe(true);
    cleanup();

    // Feedback was already given for the last answer: not offered again until the learner answers anew.
    render(<InterviewChat saved={{ id: '11111111-1111-4111-8111-111111111111', mode: 'interview', messages: [...messages, stored('assistant', 'Strengths: warm.', true)] }} />);
    expect(isEnabled('Get Feedback')).toBe(false);
  });

  it('stays an ordinary conversation when the interview was exited (or never started)', () => {
    render(<InterviewChat saved={{ id: '11111111-1111-4111-8111-111111111111', mode: 'conversation', messages: [stored('assistant', interviewOpening(teacher.name))] }} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('AI Assistant');
    expect(screen.queryByRole('button', { name: 'Exit Interview' })).toBeNull();
  });
});

describe('interview practice stores its lines', () => {
  it('names the opening and each question for the server to store, adopts the conversation it starts, and remembers Exit', async () => {
    const onSaved = vi.fn();
    render(<InterviewChat onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview Practice' }));
    expect(screen.getByText(/Question 1: Tell me about yourself\.$/)).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('11111111-1111-4111-8111-111111111111'));
    expect(sent).toEqual([{ url: '/api/script-lines', body: { teacher_slug: 'daniel', topic: TOPIC, line: { kind: 'interview-opening' } } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Ask Next Question' }));
    expect(screen.getByText(questionLine(2))).toBeTruthy();
    expect(screen.getByText('Question 2', { exact: true })).toBeTruthy();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ conversation_id: '11111111-1111-4111-8111-111111111111', teacher_slug: 'daniel', topic: TOPIC, line: { kind: 'interview-question', number: 2 } });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Exit Interview' })));
    await waitFor(() => expect(sent.at(-1)?.url).toBe('/api/conversations/11111111-1111-4111-8111-111111111111/end-interview'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('AI Assistant');
  });
});
