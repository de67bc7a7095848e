// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint, Placeholder } from './after-first-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AfterFirstPaint', () => {
  it('shows the fallback in the first render and the children only in a later task', async () => {
    vi.useFakeTimers();
    const renders = vi.fn();
    function Costly() {
      renders();
      return <p>Below the fold</p>;
    }
    render(
      <AfterFirstPaint fallback={<Placeholder height="40rem" />}>
        <Costly />
      </AfterFirstPaint>,
    );
    // Effects have run (the first frame is drawn), but the children wait for the timer's task.
    expect(renders).not.toHaveBeenCalled();
    expect(screen.queryByText('Below the fold')).toBeNull();
    const placeholder = document.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(placeholder?.style.minHeight).toBe('40rem');

    await act(async () => {
      vi.runAllTimers();
    });
    expect(renders).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Below the fold')).toBeTruthy();
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('renders nothing late once it has been taken off the page', async () => {
    vi.useFakeTimers();
    const renders = vi.fn();
    function Costly() {
      renders();
      return null;
    }
    const { unmount } = render(
      <AfterFirstPaint fallback={null}>
        <Costly />
      </AfterFirstPaint>,
    );
    unmount();
    await act(async () => {
      vi.runAllTimers();
    });
    expect(renders).not.toHaveBeenCalled();
  });

  it('shows what waits one at a time, in the order it is on the page, each in a task of its own', async () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    function Part({ name }: { name: string }) {
      shown.push(name);
      return <p>{name}</p>;
    }
    render(
      <div>
        {['hero demo', 'features', 'pricing'].map((name) => (
          <AfterFirstPaint key={name} fallback={null}>
            <Part name={name} />
          </AfterFirstPaint>
        ))}
      </div>,
    );
    const counts: number[] = [];
    for (let step = 0; step < 20 && shown.length < 3; step++) {
      await act(async () => {
        vi.advanceTimersToNextTimer();
      });
      counts.push(shown.length);
    }
    expect(shown).toEqual(['hero demo', 'features', 'pricing']);
    // Never two in one timer's task.
    for (let i = 1; i < counts.length; i++) expect(counts[i]! - counts[i - 1]!).toBeLessThanOrEqual(1);
  });
});
