import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database';
import { findTeacher } from './find-teacher';

describe('findTeacher', () => {
  it('reads the catalog once however many lookups follow, by slug, id or voice id', async () => {
    const database = await openTestDatabase();
    try {
      let queries = 0;
      const pglite = database.pglite!;
      const query = pglite.query.bind(pglite);
      pglite.query = ((...args: Parameters<typeof query>) => {
        queries += 1;
        return query(...args);
      }) as typeof pglite.query;
      const sophia = await findTeacher(database.db, { slug: 'sophia' });
      expect(sophia?.name).toBe('Sophia Bennett');
      expect((await findTeacher(database.db, { id: sophia!.id }))?.slug).toBe('sophia');
      expect((await findTeacher(database.db, { voiceId: sophia!.voiceId }))?.slug).toBe('sophia');
      expect(await findTeacher(database.db, { slug: 'Not a slug!' })).toBeNull();
      expect(await findTeacher(database.db, { id: 'not-a-uuid' })).toBeNull();
      expect(queries).toBe(1);
    } finally {
      await database.close();
    }
    // Opening an embedded database takes a few seconds when the unit tests share two busy cores.
  }, 30_000);
});
