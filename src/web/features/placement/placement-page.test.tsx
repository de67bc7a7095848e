// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacementResult } from '#/shared/api/placement';
import { SPEAKING_PROMPTS } from '#/shared/course/placement-constants';
import PlacementPage from './placement-page';
import { PLACEMENT_MS, type PlacementSession, placementSessionKey } from './placement-session';

type Item = { id: string; skill: 'vocabulary' | 'grammar' | 'listening'; prompt: string; audio: string | null; options: string[] };
const server = vi.hoisted(() => ({
  result: null as PlacementResult | null,
  items: [] as Item[],
  finish: vi.fn(),
  chooseLevel: vi.fn(),
  playNow: vi.fn(),
  userId: 'anna',
  refetchResult: vi.fn(),
}));

vi.mock('./api/get-placement-result', () => ({ usePlacementResult: () => ({ data: server.result, isPending: false, isError: false, error: null, refetch: server.refetchResult }) }));
vi.mock('#/web/features/auth/public', () => ({ useAuth: () => ({ user: { id: server.userId } }) }));
vi.mock('./api/get-next-question', () => ({
  useNextQuestion: (body: { answers: unknown[] }) => ({
    data: { item: server.items[body.answers.length] ?? null, asked: body.answers.length, total: 12, speaking_prompt: '' },
    isPlaceholderData: false,
    isError: false,
    error: null,
  }),
}));
vi.mock('./api/finish-placement', () => ({ useFinishPlacement: () => ({ mutate: server.finish, isPending: false, isError: false, error: null }) }));
vi.mock('#/web/features/course/public', () => ({
  useStudyLanguage: () => ['en', () => {}],
  useChooseLevel: () => ({ mutate: server.chooseLevel, isPending: false, isSuccess: false, isError: false, error: null }),
}));
vi.mock('#/web/features/conversation/public', () => ({
  useSpeechPlayer: () => ({ player: { playNow: server.playNow, stop: () => {} }, isSpeaking: false, error: null }),
  useVoiceSettings: () => ({ settings: { send_after_ms: 1500 } }),
  useMicrophoneOnDemand: () => ({ microphone: { isListening: false, transcript: '', error: null, toggle: () => {}, start: () => {}, clearError: () => {} }, host: null }),
  MicrophoneErrorOnDemand: () => null,
}));

const result: PlacementResult = {
  language: 'en',
  level: 'B1',
  skills: {
    vocabulary: { level: 'B2', reason: 'You answered the B2 questions right and found the C1 ones hard.' },
    grammar: { level: 'B1', reason: 'You answered the B1 questions right and found the B2 ones hard.' },
    listening: { level: 'A2', reason: 'You answered the A2 questions right and found the B1 ones hard.' },
    speaking: { level: 'B1', reason: 'You used 40 words with 3 linking words and 1 mistake our checker found, as a B1 speaker does.' },
  },
  path_level: 'B1',
  taken_at: '2026-03-10T09:00:00Z',
};

const items: Item[] = [
  { id: 'en-vocabulary-a2-01', skill: 'vocabulary', prompt: 'I drink a cup of ___ every morning.', audio: null, options: ['bread', 'chair', 'coffee', 'shoe'] },
  { id: 'en-listening-a2-01', skill: 'listening', prompt: 'Where is the speaker going?', audio: 'I am off to the station to catch my train.', options: ['The station', 'The bank', 'Home'] },
];

const stored = () => JSON.parse(localStorage.getItem(placementSessionKey('anna')) ?? 'null') as PlacementSession | null;
const inProgress = (answers: PlacementSession['answers'], startedAt = Date.now() - 60_000): PlacementSession => ({ language: 'en', seed: 5, answers, started_at: startedAt, is_on_last_part: false, is_time_up: false, draft: '', answer_mode: 'written' });
const store = (userId: string, session: PlacementSession) => localStorage.setItem(placementSessionKey(userId), JSON.stringify(session));
const renderPage = () =>
  render(
    <MemoryRouter>
      <PlacementPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  server.result = null;
  server.items = items;
  server.userId = 'anna';
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('Find your level', () => {
  it('shows a result already taken: the overall level, each skill with its reason, where the path starts, and Retake', () => {
    server.result = result;
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your level' })).toBeTruthy();
    const level = screen.getByRole('region', { name: 'Your level' });
    for (const [name, skill] of [['Vocabulary', result.skills.vocabulary], ['Listening', result.skills.listening], ['Speaking', result.skills.speaking]] as const) {
      const term = within(level).getByText(name).closest('div')!;
      expect(term.textContent).toContain(skill.level);
      expect(term.textContent).toContain(skill.reason);
    }
    expect(within(level).getByText('Your path starts at B1')).toBeTruthy();
    expect(within(level).getByRole('link', { name: 'Start my path' }).getAttribute('href')).toBe('/app/today');
    const select = within(level).getByRole('combobox', { name: 'Choose another level' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['A1', 'A2', 'B1', 'B2']);
    fireEvent.change(select, { target: { value: 'A2' } });
    expect(server.chooseLevel).toHaveBeenCalledWith({ language: 'en', level: 'A2' }, expect.anything());

    fireEvent.click(within(level).getByRole('button', { name: 'Retake' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('introduces the placement with its length, a language choice, Start and Skip for now', () => {
    renderPage();
    expect(screen.getByText('About 8 minutes')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Spanish' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe('/app/today');
  });

  it('asks one question at a time as a radio group, keeps each answer in the session, and plays a listening question', () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Spanish' }));
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(stored()).toMatchObject({ language: 'en', answers: [], is_on_last_part: false });
    expect(screen.getByText('Question 1 of 12')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/8:00|7:59/);
    const group = screen.getByRole('group', { name: /I drink a cup of/ });
    expect(group.textContent).toContain('blank');
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'coffee' }));
    fireEvent.click(next);
    expect(stored()!.answers).toEqual([{ id: 'en-vocabulary-a2-01', choice: 2 }]);

    expect(screen.getByText('Question 2 of 12')).toBeTruthy();
    expect(screen.queryByText(items[1]!.audio!)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(server.playNow).toHaveBeenLastCalledWith(items[1]!.audio, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slowly' }));
    expect(server.playNow).toHaveBeenLastCalledWith(items[1]!.audio, 0.5);
    fireEvent.click(screen.getByRole('radio', { name: 'The station' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // The questions are done: the learner's own answer, typed, finishes the placement.
    expect(stored()!.is_on_last_part).toBe(true);
    expect(screen.getByText(SPEAKING_PROMPTS.en)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'See my level' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'I live in Leeds and I work in a shop.' } });
    expect(stored()!.draft).toBe('I live in Leeds and I work in a shop.');
    fireEvent.click(send);
    expect(server.finish).toHaveBeenCalledWith(
      { language: 'en', answers: stored()!.answers, seed: stored()!.seed, answer: 'I live in Leeds and I work in a shop.', answer_mode: 'written', is_time_up: false },
      expect.anything(),
    );
  });

  it("resumes the learner's own placement from this browser's storage, never another account's", () => {
    store('anna', inProgress([{ id: items[0]!.id, choice: 1 }]));
    renderPage();
    expect(screen.getByText('Question 2 of 12')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/7:00|6:59/);
    cleanup();

    server.userId = 'ben';
    renderPage();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('shows the result when another tab finished the placement, instead of a run that could be resumed', () => {
    store('anna', inProgress([{ id: items[0]!.id, choice: 1 }]));
    renderPage();
    expect(screen.getByText('Question 2 of 12')).toBeTruthy();
    server.result = result;
    localStorage.removeItem(placementSessionKey('anna'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: placementSessionKey('anna'), storageArea: localStorage }));
    });
    expect(server.refetchResult).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Your level' })).toBeTruthy();
  });

  it('goes straight to the last part when the time runs out, and says the answers so far count', () => {
    vi.useFakeTimers();
    store('anna', inProgress([], Date.now() - PLACEMENT_MS + 2_000));
    renderPage();
    expect(screen.getByText('Question 1 of 12')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText(/Time is up: your answers so far count/)).toBeTruthy();
    expect(stored()).toMatchObject({ is_on_last_part: true, is_time_up: true });
  });
});
