// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgressDto } from '#/shared/notebook';
import ProgressPage from './progress-page';

const progress = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('./api/get-progress', () => ({ useProgress: () => ({ data: progress.current, isPending: false, isError: false, error: null }) }));
const canDo = vi.hoisted(() => ({ units: [] as unknown[] }));
vi.mock('./api/get-can-do-reached', () => ({ useCanDoReached: () => ({ data: { units: canDo.units } }) }));

afterEach(cleanup);

const today = '2026-03-10';
const activity = (checksToday: number, messagesToday = 0): ProgressDto['activity'] =>
  Array.from({ length: 30 }, (_, i) => ({ day: i === 29 ? today : `2026-02-${String(i + 1).padStart(2, '0')}`, messages: i === 29 ? messagesToday : 0, checks: i === 29 ? checksToday : 0, minutes: 0 }));

function renderPage(overrides: Partial<ProgressDto>, canDoUnits: unknown[] = []) {
  canDo.units = canDoUnits;
  progress.current = {
    streak_days: 0,
    days_practised: 0,
    minutes_practised: 0,
    messages: 0,
    words_learned: 0,
    corrections_reviewed: 0,
    activity: activity(0),
    pronunciation: { attempts: 0, last: null, trouble_sounds: [] },
    ...overrides,
  } satisfies ProgressDto;
  render(
    <MemoryRouter>
      <ProgressPage />
    </MemoryRouter>,
  );
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;

describe('the Progress page', () => {
  it('offers a first conversation when there are no messages and no pronunciation checks', () => {
    renderPage({});
    expect(screen.getByText('Nothing to show yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a conversation' })).toBeTruthy();
  });

  it('counts pronunciation checks as practice: no empty banner, the day practised, the checks in the chart and the sounds to practise', () => {
    renderPage({
      streak_days: 1,
      days_practised: 1,
      activity: activity(5),
      pronunciation: {
        attempts: 5,
        last: {
          text: 'I think so.',
          checked_at: `${today}T09:00:00Z`,
          word_count: 3,
          ok_count: 2,
          words: [{ word: 'I', result: 'ok', accuracy_score: 94 }, { word: 'think', result: 'mispronounced', sound: 'th', heard: 'sink', accuracy_score: 38 }, { word: 'so', result: 'ok', accuracy_score: 71 }],
          scores: { accuracy_score: 68, fluency_score: 90, completeness_score: 100, pronunciation_score: 77 },
        },
        trouble_sounds: [
          { sound: 'th', misses: 3 },
          { sound: 'r-l', misses: 1 },
        ],
      },
    });
    expect(screen.queryByText('Nothing to show yet.')).toBeNull();
    expect(figure('Streak')).toBe('1 day');
    expect(figure('Days practised')).toBe('1');
    expect(figure('Pronunciation checks')).toBe('5');

    const chart = screen.getByRole('img', { name: 'Messages and pronunciation checks per day over the last 30 days' });
    expect(within(chart).getByText(`${today}: 0 messages, 5 pronunciation checks, 0 minutes`, { selector: 'title' })).toBeTruthy();
    expect(screen.getByText('Pronunciation checks', { selector: 'figcaption span' })).toBeTruthy();

    expect(screen.getByTestId('trouble-sounds').textContent).toBe('Sounds to practise (words that slipped in your last 5 checks): th as in think (3), r and l (1)');

    const words = within(screen.getByRole('list', { name: 'Your last reading, word by word' })).getAllByRole('listitem');
    expect(words.map((word) => word.getAttribute('aria-label'))).toEqual(['I: 94 out of 100, clear', 'think: 38 out of 100, needs practice, heard "sink"', 'so: 71 out of 100, almost']);
    expect(screen.getByTestId('last-pronunciation-check').textContent).toBe('Ithink (heard “sink”)so');
    const scores = within(screen.getByRole('list', { name: 'Scores for the whole sentence' })).getAllByRole('listitem');
    expect(scores.map((score) => score.textContent)).toEqual(['Accuracy68 out of 100, Almost', 'Fluency90 out of 100, Clear', 'Completeness100 out of 100, Clear', 'Pronunciation77 out of 100, Almost']);
  });

  it('says nothing about sounds to practise when no sound slipped', () => {
    renderPage({
      messages: 1,
      pronunciation: { attempts: 1, last: { text: 'Hello.', checked_at: `${today}T09:00:00Z`, word_count: 1, ok_count: 1, words: [{ word: 'Hello', result: 'ok' }], scores: null }, trouble_sounds: [] },
    });
    expect(screen.queryByTestId('trouble-sounds')).toBeNull();
    expect(screen.getByTestId('last-pronunciation-check').textContent).toBe('Hello');
    // A check from before scores: its words marked by their result, and no sentence scores.
    expect(screen.getByRole('listitem', { name: 'Hello: said right' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Scores for the whole sentence' })).toBeNull();
  });

  it('lists the can-do statements of the units passed, and points to the path before any', () => {
    renderPage({}, [{ unit_id: 'en-a1-01', language: 'en', level: 'A1', unit_title: 'Hello', statements: ['Can introduce themselves.'] }]);
    expect(screen.getByRole('heading', { name: 'What you can do' })).toBeTruthy();
    expect(screen.getByText('Can introduce themselves.')).toBeTruthy();
  });

  it('says where the can-do statements come from before any unit is passed', () => {
    renderPage({});
    expect(screen.getByText(/Pass a unit check on your path/)).toBeTruthy();
  });
});
