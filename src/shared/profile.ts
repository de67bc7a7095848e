import type { z } from 'zod';
import type { userProfileSchema } from './api/profiles';

/** A row of user_profiles as the API sends it. */
export type UserProfile = z.infer<typeof userProfileSchema>;
