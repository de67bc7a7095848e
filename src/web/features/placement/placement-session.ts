/**
 * A placement in progress, kept in this tab's sessionStorage so a reload resumes where the learner was: the
 * language, the seed that picks the questions, the answers so far, when it started, and the last part's draft.
 */
import { useCallback, useState } from 'react';
import { PLACEMENT_MINUTES } from '#/shared/course/placement-constants';
import type { CourseLanguage } from '#/shared/course/unit';

export type PlacementSession = {
  language: CourseLanguage;
  seed: number;
  answers: Array<{ id: string; choice: number }>;
  /** Milliseconds since the epoch. */
  started_at: number;
  /** The questions are done (or the time ran out): the learner's own answer is next. */
  is_on_last_part: boolean;
  is_time_up: boolean;
  draft: string;
  answer_mode: 'spoken' | 'written';
};

export const PLACEMENT_SESSION_KEY = 'parley.placement';
export const PLACEMENT_MS = PLACEMENT_MINUTES * 60_000;

function readSession(): PlacementSession | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PLACEMENT_SESSION_KEY) ?? 'null') as PlacementSession | null;
    return stored && (stored.language === 'en' || stored.language === 'es') && Array.isArray(stored.answers) ? stored : null;
  } catch {
    return null;
  }
}

function writeSession(session: PlacementSession | null) {
  try {
    if (session) sessionStorage.setItem(PLACEMENT_SESSION_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(PLACEMENT_SESSION_KEY);
  } catch {
    // A browser that keeps nothing still runs the placement; a reload starts it again.
  }
}

export function newSession(language: CourseLanguage, now = Date.now()): PlacementSession {
  return { language, seed: Math.floor(Math.random() * 2 ** 31), answers: [], started_at: now, is_on_last_part: false, is_time_up: false, draft: '', answer_mode: 'written' };
}

export function usePlacementSession(): [PlacementSession | null, (update: PlacementSession | null | ((session: PlacementSession) => PlacementSession)) => void] {
  const [session, setSession] = useState(readSession);
  const update = useCallback((next: PlacementSession | null | ((session: PlacementSession) => PlacementSession)) => {
    setSession((previous) => {
      const value = typeof next === 'function' ? (previous ? next(previous) : null) : next;
      writeSession(value);
      return value;
    });
  }, []);
  return [session, update];
}
