/** GET and POST /functions/v1/demo-session: the demo teacher and the messages left. */
import { z } from 'zod';

/** The demo teacher as an anonymous visitor may see it: no system prompt. */
export const demoTeacherSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  avatar_url: z.string().nullable(),
  voice_id: z.string(),
  language: z.string(),
  introduction: z.string(),
});

/** One answered demo message: the learner's words and the teacher's reply as the server kept them. */
export const demoTurnSchema = z.object({ learner_message: z.string(), reply: z.string(), created_at: z.string() });

export const demoStateSchema = z.object({ teacher: demoTeacherSchema, messages_left: z.number().int().min(0), turns: z.array(demoTurnSchema) });
