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
});
