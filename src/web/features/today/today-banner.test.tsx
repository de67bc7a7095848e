// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TodayDto } from '#/shared/api/today';
import { startInLocale } from '#/web/i18n/locale-store';
import { todayCatalogue } from './messages/catalogue';
import { TodayBanner } from './today-banner';

const today = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('./api/today', () => ({ useToday: () => ({ data: today.current }) }));

afterEach(() => {
  cleanup();
  startInLocale('en');
});

function renderBanner(nextLesson: TodayDto['next_lesson']) {
  today.current = {
    language: 'en',
    level: 'A1',
    has_placement: false,
    next_lesson: nextLesson,
    reviews_due: 0,
    drill: { kind: 'none', mistakes: [], sounds: [] },
    goal_minutes: 10,
    minutes_today: 0,
    streak_days: 0,
  } satisfies TodayDto;
  render(
    <MemoryRouter>
      <TodayBanner />
    </MemoryRouter>,
  );
  return screen.getByRole('region').querySelector('p')!.textContent;
}

const lesson = (title: string): TodayDto['next_lesson'] => ({ kind: 'lesson', id: 'en-a1-01-1', title, unit_id: 'en-a1-01', unit_title: 'Hello!', status: 'open' });

describe('the Today banner on /app', () => {
  it('names the next lesson as a lesson, so a title like a greeting does not read as one', () => {
    expect(renderBanner(lesson("Hello! What's your name?"))).toBe('Today: next, the lesson "Hello! What\'s your name?" · 0 of 10 minutes');
  });

  it('names it in the interface language', async () => {
    await todayCatalogue.load('es');
    startInLocale('es');
    expect(renderBanner(lesson('¡Hola! ¿Cómo te llamas?'))).toBe('Hoy: a continuación, la lección «¡Hola! ¿Cómo te llamas?» · 0 de 10 minutos');
  });

  it('names a unit check by its unit', () => {
    expect(renderBanner({ kind: 'check', id: 'en-a1-01', title: 'Unit check', unit_id: 'en-a1-01', unit_title: 'Hello!', status: 'open' })).toBe('Today: next, the check for Hello! · 0 of 10 minutes');
  });
});
