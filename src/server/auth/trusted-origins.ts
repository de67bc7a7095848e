/** The origins Parley's own pages are served from: APP_URL, plus the Vite dev server while developing. */
import type { Env } from '../config/env';

export const VITE_DEV_ORIGIN = 'http://localhost:5173';

export function trustedOriginsFor(env: Pick<Env, 'APP_URL' | 'NODE_ENV'>): string[] {
  return [new URL(env.APP_URL).origin, ...(env.NODE_ENV === 'development' ? [VITE_DEV_ORIGIN] : [])];
}
