/**
 * The one way to look a teacher up: by slug, id or voice id, from a per-database copy of the catalog
 * refreshed every minute. Teachers change only when the seed runs at start-up, yet every message, voice
 * line and recording needs one. A process started with new seed data is current at once; older ones
 * catch up within the minute. Slugs and ids of the wrong shape find nothing without a query.
 */
import { TEACHER_SLUG_PATTERN } from '#/shared/teacher';
import type { Database } from '../../db/client';
import { teachers } from '../../db/schema';
import { isUuid } from '../../http/read-request';

export const TEACHER_CACHE_MS = 60_000;

export type TeacherRow = typeof teachers.$inferSelect;
export type TeacherKey = { slug: string } | { id: string } | { voiceId: string };

type Catalog = { loadedAt: number; rows: Promise<TeacherRow[]> };

const catalogs = new WeakMap<Database, Catalog>();

export async function findTeacher(db: Database, key: TeacherKey): Promise<TeacherRow | null> {
  if ('slug' in key && !TEACHER_SLUG_PATTERN.test(key.slug)) return null;
  if ('id' in key && !isUuid(key.id)) return null;
  const rows = await catalogOf(db);
  const found = 'slug' in key ? rows.find((t) => t.slug === key.slug) : 'id' in key ? rows.find((t) => t.id === key.id) : rows.find((t) => t.voiceId === key.voiceId);
  return found ?? null;
}

function catalogOf(db: Database): Promise<TeacherRow[]> {
  let catalog = catalogs.get(db);
  if (!catalog || Date.now() - catalog.loadedAt > TEACHER_CACHE_MS) {
    // execute(): a Drizzle query runs again on every await, and the catalog must be read once.
    const loading: Catalog = { loadedAt: Date.now(), rows: db.select().from(teachers).execute() };
    catalogs.set(db, loading);
    loading.rows.catch(() => catalogs.get(db) === loading && catalogs.delete(db)); // a failed read is not kept
    catalog = loading;
  }
  return catalog.rows;
}
