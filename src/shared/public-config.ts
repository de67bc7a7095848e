import { z } from 'zod';

/** The only server settings the browser sees; embedded in the HTML page as JSON. */
export const publicConfigSchema = z.object({
  supportUrl: z.string(),
  feedbackBoardUrl: z.string(),
  isGoogleSignInConfigured: z.boolean(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_ELEMENT_ID = 'parley-config';
