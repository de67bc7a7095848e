/**
 * A placement in progress, kept in this browser's localStorage under the learner's id so it resumes where they were
 * after a reload, in another tab or after the browser was closed (sessionStorage kept it for one tab only), and never
 * for another account on a shared browser: the language, the seed that picks the questions, the answers so far, when
 * it started, and the last part's draft. A finished placement is removed, in every tab, so it is never resumed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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

export const PLACEMENT_MS = PLACEMENT_MINUTES * 60_000;

/** The localStorage key of one learner's placement in progress. */
export const placementSessionKey = (userId: string) => `parley.placement:${userId}`;

function readSession(key: string | null): PlacementSession | null {
  if (!key) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as PlacementSession | null;
    return stored && (stored.language === 'en' || stored.language === 'es') && Array.isArray(stored.answers) ? stored : null;
  } catch {
    return null;
  }
}

function writeSession(key: string | null, session: PlacementSession | null) {
  if (!key) return;
  try {
    if (session) localStorage.setItem(key, JSON.stringify(session));
    else localStorage.removeItem(key);
  } catch {
    // A browser that keeps nothing still runs the placement; a reload starts it again.
  }
}

export function newSession(language: CourseLanguage, now = Date.now()): PlacementSession {
  return { language, seed: Math.floor(Math.random() * 2 ** 31), answers: [], started_at: now, is_on_last_part: false, is_time_up: false, draft: '', answer_mode: 'written' };
}

type Update = PlacementSession | null | ((session: PlacementSession) => PlacementSession);

/**
 * The signed-in learner's placement in progress (null before one starts or once it is finished). `onEndedElsewhere`
 * runs when another tab finished it (or it was otherwise removed), so the page can show the result instead.
 */
export function usePlacementSession(userId: string | undefined, onEndedElsewhere?: () => void): [PlacementSession | null, (update: Update) => void] {
  const key = userId ? placementSessionKey(userId) : null;
  const [session, setSession] = useState(() => readSession(key));
  const endedElsewhere = useRef(onEndedElsewhere);
  endedElsewhere.current = onEndedElsewhere;

  useEffect(() => {
    // Another account signed in on this page: its own placement, never the previous account's.
    setSession(readSession(key));
    // Another tab of this learner answered, started or finished: this tab follows, so it never writes back a
    // placement already finished there.
    const follow = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || (event.key !== key && event.key !== null)) return;
      const next = readSession(key);
      setSession(next);
      if (!next) endedElsewhere.current?.();
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [key]);

  const update = useCallback(
    (next: Update) => {
      setSession((previous) => {
        const value = typeof next === 'function' ? (previous ? next(previous) : null) : next;
        writeSession(key, value);
        return value;
      });
    },
    [key],
  );
  return [session, update];
}
