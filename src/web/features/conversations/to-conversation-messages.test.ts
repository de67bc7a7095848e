import { describe, expect, it } from 'vitest';
import { toConversationMessages } from './to-conversation-messages';

describe('toConversationMessages', () => {
  it('keeps the server id as a number beside a screen key, never as text to parse back', () => {
    const [message] = toConversationMessages([{ id: 42, role: 'assistant', content: 'Hello', is_feedback: false, created_at: '2026-01-02T03:04:05.000Z' }]);
    expect(message).toMatchObject({ storedId: 42, role: 'assistant', content: 'Hello', timestamp: Date.parse('2026-01-02T03:04:05.000Z') });
    expect(message!.isFeedback).toBeUndefined();
    expect(typeof message!.id).toBe('string');
  });
});
