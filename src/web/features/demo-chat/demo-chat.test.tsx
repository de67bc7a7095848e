// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoState } from '#/shared/demo';
import DemoChat from './demo-chat';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const teacher = { slug: 'sophia', name: 'Sophia Bennett', title: 'Tutor', avatar_url: null, voice_id: 'v', language: 'en-US', introduction: "Hi, I'm Sophia. Let's talk about {topic}." };

function serveDemo(state: DemoState) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } })));
}

describe('the landing demo after a reload', () => {
  it('shows the conversation the visitor had, greeting once, with the messages left', async () => {
    serveDemo({
      teacher,
      messages_left: 0,
      turns: [
        { learner_message: 'Hello!', reply: 'Hello! What do you like to do?', created_at: '2026-12-01T10:00:00.000Z' },
        { learner_message: 'I like music.', reply: 'Music is wonderful. Which singer do you like?', created_at: '2026-12-01T10:01:00.000Z' },
      ],
    });
    render(<DemoChat />);
    expect(await screen.findByText('I like music.')).toBeTruthy();
    expect(screen.getByText('Music is wonderful. Which singer do you like?')).toBeTruthy();
    expect(screen.getByText('0 messages left')).toBeTruthy();
    // The conversation's own greeting, a second after it opens, does not come again.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(screen.getAllByText("Hi, I'm Sophia. Let's talk about whatever you like.")).toHaveLength(1);
    expect(screen.getByText('Hello!')).toBeTruthy();
  });

  it('greets a new visitor as before', async () => {
    serveDemo({ teacher, messages_left: 2, turns: [] });
    render(<DemoChat />);
    expect(await screen.findByText("Hi, I'm Sophia. Let's talk about whatever you like.", undefined, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByText('2 messages left')).toBeTruthy();
  });
});
