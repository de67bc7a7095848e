// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageBubble } from './message-bubble';

afterEach(cleanup);

const feedback = `Structure: ${'You covered the situation and the task clearly, '.repeat(6)}and the result came last. Delivery: calm.`;

describe('a feedback bubble', () => {
  it('opens clipped to 200 characters and reads whole on request, while Listen plays all of it', () => {
    const onPlay = vi.fn();
    render(<ul><MessageBubble message={{ id: 'f1', role: 'assistant', content: feedback, timestamp: 0, isFeedback: true }} teacherName="Daniel" onPlay={onPlay} /></ul>);
    const text = () => screen.getByLabelText('Feedback').querySelector('p:nth-of-type(2)')!.textContent!;
    expect(text().length).toBe(203);
    fireEvent.click(screen.getByRole('button', { name: 'Read all of it' }));
    expect(text()).toBe(feedback);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Listen to Feedback' }));
    expect(onPlay).toHaveBeenCalledWith(feedback, 1);
  });

  it('offers no toggle when the feedback is short', () => {
    render(<ul><MessageBubble message={{ id: 'f2', role: 'assistant', content: 'Delivery: calm and clear.', timestamp: 0, isFeedback: true }} teacherName="Daniel" onPlay={() => {}} /></ul>);
    expect(screen.queryByRole('button', { name: 'Read all of it' })).toBeNull();
  });
});
