import type { DemoState } from '#/shared/demo';
import { apiCall } from '#/web/lib/api-call';

export type { DemoState };

/** The demo teacher and how many demo messages this visitor has left (creates nothing). */
export const getDemo = () => apiCall('GET /functions/v1/demo-session');

/** Starts the visitor's demo session (an HttpOnly cookie), or resumes the existing one. */
export const startDemoSession = () => apiCall('POST /functions/v1/demo-session');
