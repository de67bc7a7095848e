/** The landing-page demo as the server sends it and the browser reads it, defined once (ADR 013). */
import type { z } from 'zod';
import type { demoStateSchema, demoTeacherSchema } from './api/demo';

/** Refusal of the demo chat once its messages are used up, and the voice bar's status then. */
export const DEMO_LIMIT_MESSAGE = 'Demo limit reached - sign up to continue!';

/** The demo teacher as an anonymous visitor may see it: no system prompt. */
export type DemoTeacher = z.infer<typeof demoTeacherSchema>;

/** GET and POST /functions/v1/demo-session. */
export type DemoState = z.infer<typeof demoStateSchema>;
