import { z } from 'zod';

/** Every error body Parley's API sends: a stable code and a message meant for the user. */
export const apiErrorSchema = z.object({ error: z.string(), code: z.string().optional() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
