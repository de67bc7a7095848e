import { apiRequest } from '#/web/lib/api-client';

export type DemoTeacher = {
  slug: string;
  name: string;
  title: string;
  avatar_url: string | null;
  voice_id: string;
  language: string;
  introduction: string;
};

export type DemoState = { teacher: DemoTeacher; messages_left: number };

/** The demo teacher and how many demo messages this visitor has left (creates nothing). */
export const getDemo = () => apiRequest<DemoState>('/functions/v1/demo-session');

/** Starts the visitor's demo session (an HttpOnly cookie), or resumes the existing one. */
export const startDemoSession = () => apiRequest<DemoState>('/functions/v1/demo-session', { body: {} });
