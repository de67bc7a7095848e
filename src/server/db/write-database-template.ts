/**
 * Build step: writes an embedded database with every migration applied and the teachers seeded. A first
 * start on an empty DATA_DIR copies it instead of initialising PostgreSQL from scratch (about 2 s saved).
 * Migrations still run at start-up, so an older template is only slower, never wrong.
 */
import { writeFile } from 'node:fs/promises';
import { databaseTemplateFile } from '../config/project-paths';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { seedTeachers } from './seed/seed-teachers';

const handle = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(handle);
await seedTeachers(handle.db);
const snapshot = await handle.pglite!.dumpDataDir('gzip');
await writeFile(databaseTemplateFile, Buffer.from(await snapshot.arrayBuffer()));
await handle.close();
