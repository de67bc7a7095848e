/** The one error shape every API route answers with: a sentence for people and a stable code. */
import { z } from 'zod';

export const apiErrorSchema = z.object({ error: z.string().min(1), code: z.string().min(1) });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** DELETE routes that remove one thing answer this. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export type DeletedResponse = z.infer<typeof deletedSchema>;
