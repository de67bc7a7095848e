/** Saves the learner's interface language and explanation choice on their profile. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { preferencesUpdateSchema } from '#/shared/api/profiles';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';

export async function savePreferences(db: Database, userId: string, preferences: z.output<typeof preferencesUpdateSchema>) {
  const [saved] = await db
    .update(userProfiles)
    .set({
      ...(preferences.locale !== undefined && { locale: preferences.locale }),
      ...(preferences.explain_in_my_language !== undefined && { explainInMyLanguage: preferences.explain_in_my_language }),
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.userId, userId))
    .returning();
  return saved;
}
