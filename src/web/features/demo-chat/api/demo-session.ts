import type { DemoState } from '#/shared/demo';
import { apiRequest } from '#/web/lib/api-client';

export type { DemoState };

/** The demo teacher and how many demo messages this visitor has left (creates nothing). */
export const getDemo = () => apiRequest<'GET /functions/v1/demo-session'>('/functions/v1/demo-session');

let readAhead: Promise<DemoState> | null = null;

/** Starts reading the demo while its code is still on the way (see `DemoChat` in ../public.ts). */
export function readDemoAhead(): void {
  readAhead ??= getDemo();
  readAhead.catch(() => {}); // a failure is the demo's to show, when it takes the answer
}

/** The demo read ahead, once; after that (the demo shown again later) a fresh read. */
export function takeDemo(): Promise<DemoState> {
  const demo = readAhead ?? getDemo();
  readAhead = null;
  return demo;
}

/** Starts the visitor's demo session (an HttpOnly cookie), or resumes the existing one. */
export const startDemoSession = () => apiRequest<'POST /functions/v1/demo-session'>('/functions/v1/demo-session', { body: {} });
