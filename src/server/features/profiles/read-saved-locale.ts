/** The interface language saved on a learner's account (PUT /api/me/preferences); null until they chose one. */
import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '#/shared/i18n/locales';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';

export async function readSavedLocale(db: Database, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: userProfiles.locale }).from(userProfiles).where(eq(userProfiles.userId, userId));
  return isLocale(row?.locale) ? row.locale : null;
}
