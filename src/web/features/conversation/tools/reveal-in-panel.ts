/**
 * Brings a tool just opened into view by scrolling the panel it sits in, never the page: on a phone the page
 * holds the header and the Chat/Tools switch, which must stay where the learner left them. Like
 * scrollIntoView's 'nearest': as little as needed, and a tool taller than the panel shows from its top.
 */
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function scrollingParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

export function revealInPanel(element: HTMLElement): void {
  const panel = scrollingParent(element);
  if (!panel) return;
  const shown = panel.getBoundingClientRect();
  const tool = element.getBoundingClientRect();
  const below = tool.bottom - shown.bottom;
  const above = tool.top - shown.top;
  const by = below > 0 ? Math.min(below, above) : Math.min(above, 0);
  if (by !== 0) panel.scrollBy({ top: by, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
