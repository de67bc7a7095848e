// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewSession } from '#/shared/notebook';
import ReviewPage from './review-page';

const session = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('./api/review', () => ({
  REVIEW_SESSION_KEY: ['review', 'session'],
  useReviewSession: () => ({ data: session.current, isPending: false, isError: false, isSuccess: true, error: null }),
  useGradeCard: () => ({ mutate: vi.fn(), isPending: false, isError: false, error: null }),
}));

afterEach(cleanup);

const correction = (front: string, context: string | null): ReviewSession['cards'][number] => ({
  id: 'card-1',
  kind: 'correction',
  front,
  back: 'muy buena',
  note: 'El adjetivo concuerda con el sujeto.',
  context,
  teacher_name: 'Lucía',
  created_at: '2026-03-01T10:00:00Z',
  due: '2026-03-02T10:00:00Z',
  say_it_teacher_slug: null,
});

function renderCard(card: ReviewSession['cards'][number]) {
  session.current = { due_count: 1, cards: [card] } satisfies ReviewSession;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ReviewPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Review card' });
}

describe('a correction card in Review', () => {
  it('shows the learner’s sentence with the slip marked, and names the slip for screen readers', () => {
    const card = renderCard(correction('muy bueno', 'La película es muy bueno.'));
    expect(card.textContent).toContain('How would you say this better? · 1 of 1');
    const slip = card.querySelector('mark');
    expect(slip?.textContent).toBe('muy bueno');
    expect(slip?.parentElement?.textContent).toBe('La película es muy bueno. (the part to say better: muy bueno)');
    expect(card.querySelector('.sr-only')?.textContent).toBe(' (the part to say better: muy bueno)');
    fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByText('muy buena')).toBeTruthy();
  });

  it('shows the slip alone for an entry noted before sentences were kept', () => {
    const card = renderCard(correction('muy bueno', null));
    expect(card.querySelector('mark')).toBeNull();
    expect(screen.getByText('muy bueno', { selector: 'p' })).toBeTruthy();
  });

  it('shows the slip alone when the sentence no longer holds it', () => {
    const card = renderCard(correction('muy bueno', 'La película es buenísima.'));
    expect(card.querySelector('mark')).toBeNull();
    expect(card.textContent).not.toContain('buenísima');
  });
});
