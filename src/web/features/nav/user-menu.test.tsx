// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from './user-menu';

vi.mock('#/web/features/auth/public', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'maya@parley.test', name: 'Maya' }, userProfile: null, signOut: vi.fn(), setUserProfile: vi.fn() }),
  savePreferences: vi.fn(),
}));
vi.mock('./due-count-badge', () => ({ DueCountBadge: () => null }));

afterEach(cleanup);

function openMenu() {
  render(
    <MemoryRouter>
      <button type="button">Elsewhere</button>
      <UserMenu />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Open account menu' });
  fireEvent.click(button);
  expect(screen.getByRole('menu')).toBeTruthy();
  return button;
}

describe('the account menu', () => {
  it('closes on Escape, with focus back on its button', () => {
    const button = openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes on a tap outside it, and on focus leaving it, but not on a tap inside it', () => {
    const button = openMenu();
    fireEvent.pointerDown(screen.getByText('maya@parley.test'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    // Focus the page moves on its own leaves it open, from nowhere in the menu or from its button (a screen that finished
    // loading focusing its message box just after the button was tapped); focus leaving the menu by Tab closes it.
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.getByRole('menu')).toBeTruthy();
    act(() => button.focus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.getByRole('menu')).toBeTruthy();
    act(() => button.focus());
    fireEvent.keyDown(document, { key: 'Tab' });
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('toggles from its button', () => {
    const button = openMenu();
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
