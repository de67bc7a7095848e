/** The landing-page demo as the server sends it and the browser reads it, defined once (ADR 013). */

/** Refusal of the demo chat once its messages are used up, and the voice bar's status then (spec §2). */
export const DEMO_LIMIT_MESSAGE = 'Demo limit reached - sign up to continue!';

/** The demo teacher as an anonymous visitor may see it: no system prompt. */
export type DemoTeacher = {
  slug: string;
  name: string;
  title: string;
  avatar_url: string | null;
  voice_id: string;
  language: string;
  introduction: string;
};

/** GET and POST /functions/v1/demo-session. */
export type DemoState = { teacher: DemoTeacher; messages_left: number };
