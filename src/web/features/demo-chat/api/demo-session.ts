import type { DemoState } from '#/shared/demo';
import { apiRequest } from '#/web/lib/api-client';

export type { DemoState };

/** The demo teacher and how many demo messages this visitor has left (creates nothing). */
export const getDemo = () => apiRequest<'GET /functions/v1/demo-session'>('/functions/v1/demo-session');

/** Starts the visitor's demo session (an HttpOnly cookie), or resumes the existing one. */
export const startDemoSession = () => apiRequest<'POST /functions/v1/demo-session'>('/functions/v1/demo-session', { body: {} });
