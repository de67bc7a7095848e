/**
 * Closes an open popover the way menus close: Escape, a tap or click outside it, or focus leaving it (a keyboard
 * user tabbing away). `inside` lists what counts as the popover: itself and the button that opens it,
 * so a tap on that button toggles rather than closing and reopening.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

export function useDismiss(isOpen: boolean, inside: readonly RefObject<HTMLElement | null>[], onDismiss: (reason: 'escape' | 'outside') => void) {
  // The latest callback and refs, without re-subscribing on every render.
  const latest = useRef({ inside, onDismiss });
  latest.current = { inside, onDismiss };

  // A layout effect: the listeners are in place as soon as the open popover is on the screen. A passive effect may run a
  // task later (when the render that opened it was not the click's own, say one that suspended for translations), and an
  // Escape pressed in that gap would be lost, leaving the menu open.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const isInside = (target: EventTarget | null) => target instanceof Node && latest.current.inside.some((ref) => ref.current?.contains(target));
    // Whether the focus that moves next was moved by the Tab key: only a keyboard user tabbing away closes the popover.
    let isTabbing = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
      isTabbing = event.key === 'Tab';
    };
    const onOutside = (event: Event) => {
      isTabbing = false;
      if (!isInside(event.target)) latest.current.onDismiss('outside');
    };
    // Focus that leaves the popover by Tab (a keyboard user tabbing away); not focus the page moves on its own (a screen
    // that finished loading focusing its message box, while focus was still on the button just tapped), which would
    // close a menu the learner just opened.
    const onFocusLeaving = (event: FocusEvent) => {
      if (isTabbing && !isInside(event.target) && isInside(event.relatedTarget)) latest.current.onDismiss('outside');
      isTabbing = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onFocusLeaving);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onFocusLeaving);
    };
  }, [isOpen]);
}
