// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatHeader } from './chat-header';

afterEach(cleanup);

function renderHeader() {
  const onChangeTopic = vi.fn();
  const onTab = vi.fn();
  render(
    <MemoryRouter>
      <ChatHeader
        topic="Travel"
        chipClass=""
        onChangeTopic={onChangeTopic}
        phoneSwitch={
          <div role="tablist" aria-label="Chat screen">
            <button type="button" role="tab" aria-selected="false" onClick={onTab}>Tools</button>
          </div>
        }
      />
      <p>The conversation</p>
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Chat options' });
  const menu = () => screen.queryByRole('group', { name: 'Chat options' });
  /** Opens it as a tap does: the pointer goes down on the button, then the click. */
  const open = () => {
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(menu()).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu()!.id);
  };
  const expectClosed = () => {
    expect(menu()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  };
  return { button, menu, open, expectClosed, onChangeTopic, onTab };
}

describe("the chat header's phone menu (Chat options)", () => {
  it('closes on Escape and gives the focus back to its button', () => {
    const { button, menu, open, expectClosed } = renderHeader();
    open();
    within(menu()!).getByRole('button', { name: 'Change Topic' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expectClosed();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a tap outside it, but not on a tap inside it', () => {
    const { menu, open, expectClosed } = renderHeader();
    open();
    fireEvent.pointerDown(within(menu()!).getByText('Connected'));
    expect(menu()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('The conversation'));
    expectClosed();
  });

  it('closes when the learner switches tab, and the tab still switches', () => {
    const { open, expectClosed, onTab } = renderHeader();
    open();
    const tools = screen.getByRole('tab', { name: 'Tools' });
    fireEvent.pointerDown(tools);
    fireEvent.click(tools);
    expectClosed();
    expect(onTab).toHaveBeenCalledTimes(1);
  });

  it('closes when the focus moves out of it by Tab (a keyboard user tabbing away)', () => {
    const { open, expectClosed } = renderHeader();
    open();
    act(() => screen.getByRole('button', { name: 'Chat options' }).focus());
    fireEvent.keyDown(document, { key: 'Tab' });
    act(() => screen.getByRole('tab', { name: 'Tools' }).focus());
    expectClosed();
  });

  it('stays open when the page moves the focus from its button (a screen that finished loading, just after the tap)', () => {
    const { open, menu } = renderHeader();
    open();
    act(() => screen.getByRole('button', { name: 'Chat options' }).focus());
    act(() => screen.getByRole('tab', { name: 'Tools' }).focus());
    expect(menu()).toBeTruthy();
  });

  it('stays open when the page moves the focus between things outside it (a screen that finished loading)', () => {
    const { open } = renderHeader();
    open();
    act(() => screen.getByRole('tab', { name: 'Tools' }).focus());
    expect(screen.getByRole('group', { name: 'Chat options' })).toBeTruthy();
  });

  it('closes once an item is chosen, and the item does its work', () => {
    const { menu, open, expectClosed, onChangeTopic } = renderHeader();
    open();
    fireEvent.click(within(menu()!).getByRole('button', { name: 'Change Topic' }));
    expectClosed();
    expect(onChangeTopic).toHaveBeenCalledTimes(1);
  });

  it('closes from its own button, a second tap', () => {
    const { button, open, expectClosed } = renderHeader();
    open();
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expectClosed();
  });
});
