/**
 * Teachers change only when the seed runs at start-up, yet every chat message needs one: the chat
 * path reads them from a per-database copy refreshed every minute instead of querying each time.
 * A process started with new seed data is current at once; older ones catch up within the minute.
 */
import type { Database } from '../../db/client';
import { teachers } from '../../db/schema';

export const TEACHER_CACHE_MS = 60_000;

type Teacher = typeof teachers.$inferSelect;
type Catalog = { loadedAt: number; bySlug: Promise<Map<string, Teacher>> };

const catalogs = new WeakMap<Database, Catalog>();

export async function findTeacherForChat(db: Database, slug: string): Promise<Teacher | null> {
  let catalog = catalogs.get(db);
  if (!catalog || Date.now() - catalog.loadedAt > TEACHER_CACHE_MS) {
    const loading: Catalog = { loadedAt: Date.now(), bySlug: loadCatalog(db) };
    catalogs.set(db, loading);
    loading.bySlug.catch(() => catalogs.get(db) === loading && catalogs.delete(db)); // a failed read is not kept
    catalog = loading;
  }
  return (await catalog.bySlug).get(slug) ?? null;
}

async function loadCatalog(db: Database): Promise<Map<string, Teacher>> {
  const rows = await db.select().from(teachers);
  return new Map(rows.map((row) => [row.slug, row]));
}
