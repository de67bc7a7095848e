/** "That's not right" on real PostgreSQL: concurrent reports of one correction make one report, and the admin count reads it. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { correctionReports, notebookEntries, userProfiles } from '../../src/server/db/schema';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';
import { addNotebookEntries } from '../../src/server/features/notebook/add-notebook-entries';
import { createScratchDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../support/scratch-postgres';
import { signedInClient } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { userIdOf } from '../support/usage-fixtures';

const isReachable = await isPostgresReachable();
if (!isReachable && process.env.CI) throw new Error(`PostgreSQL is required in CI but unreachable at ${POSTGRES_ADMIN_URL}`);

describe.skipIf(!isReachable)('correction reports on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let migrator: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    drop = scratch.drop;
    migrator = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateDatabase(migrator);
    await seedTeachers(migrator.db);
    server = await startTestServer({ database: await openDatabase({ kind: 'postgres', url: scratch.url }) });
  });
  afterAll(async () => {
    await server?.close();
    await migrator?.close();
    await drop?.();
  });

  it('reports once under concurrent clicks, leaves the notebook, and counts per rule', async () => {
    const learner = await signedInClient(server.url, 'pg-reporter@parley.test');
    const learnerId = await userIdOf(learner);
    await addNotebookEntries(server.deps.db, learnerId, [{ kind: 'correction', front: 'I am agree.', back: 'I agree.', rule: 'be-or-have' }]);
    const [entry] = await server.deps.db.select().from(notebookEntries).where(eq(notebookEntries.userId, learnerId));

    const answers = await Promise.all(Array.from({ length: 4 }, () => learner.request(`/api/notebook/reports/${entry!.id}`, { body: {} })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await server.deps.db.select().from(correctionReports)).toHaveLength(1);
    expect((await learner.request('/api/notebook')).body.entries).toEqual([]);
    expect((await learner.request('/api/review')).body.cards).toEqual([]);

    const admin = await signedInClient(server.url, 'pg-reports-admin@parley.test');
    await server.deps.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, await userIdOf(admin)));
    const counts = await admin.request('/api/admin/usage/reported-corrections');
    expect(counts.status).toBe(200);
    expect(counts.body).toMatchObject({ total: 1, rules: [{ rule: 'be-or-have', reports: 1, learners: 1, example: { front: 'I am agree.', back: 'I agree.' } }] });
  });
});
