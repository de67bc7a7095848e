/**
 * `npm run usage:report [-- --days 30] [-- --json]`: prints the usage ledger's last N days for a terminal,
 * the same figures as the admin panel's Usage view. Reads the database the server uses (DATABASE_URL, or
 * the embedded one under DATA_DIR: stop `npm start` first, PGlite opens in one process at a time).
 */
import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../src/server/config/env';
import { databaseTargetFor } from '../src/server/create-server-deps';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { formatUsageReport } from '../src/server/features/usage/format-usage-report';
import { summarizeUsage } from '../src/server/features/usage/summarize-usage';

async function main() {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '30' }, json: { type: 'boolean', default: false } } });
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 90) throw new EnvError('--days must be a whole number from 1 to 90');
  const database = await openDatabase(databaseTargetFor(parseEnv()));
  try {
    await migrateDatabase(database);
    const summary = await summarizeUsage(database.db, { days });
    console.log(values.json ? JSON.stringify(summary, null, 2) : formatUsageReport(summary));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
