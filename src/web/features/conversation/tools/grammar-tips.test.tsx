// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.resetModules();
  document.getElementById('parley-config')?.remove();
});

/** The page as the server renders it, carrying whether a model answers (read once when the module loads). */
async function renderTips(isOfflineTutor: boolean) {
  const config = Object.assign(document.createElement('script'), { id: 'parley-config', type: 'application/json', textContent: JSON.stringify({ isOfflineTutor }) });
  document.body.append(config);
  const { GrammarTips } = await import('./grammar-tips');
  render(<GrammarTips teacherSlug="sophia" topic="Travel" messages={[]} />);
}

describe('the Grammar Tips badge', () => {
  it('says the tips are the offline tutor\'s when no model is configured', async () => {
    await renderTips(true);
    expect(screen.getByText('Offline tips')).toBeTruthy();
    expect(screen.queryByText('AI-powered')).toBeNull();
  });

  it('says AI-powered when a model writes them', async () => {
    await renderTips(false);
    expect(screen.getByText('AI-powered')).toBeTruthy();
  });
});
