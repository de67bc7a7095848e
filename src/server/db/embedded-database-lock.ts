/**
 * The embedded database (PGlite) is one process's files: a second process opening the same folder would
 * corrupt it, and PGlite does not stop it. A lock file beside the folder names the process using it; a
 * lock left by a process that no longer runs is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class EmbeddedDatabaseBusyError extends Error {}

export function lockFileFor(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

export function acquireEmbeddedDatabaseLock(dataDir: string): () => void {
  const file = lockFileFor(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (isRunning(owner)) {
        throw new EmbeddedDatabaseBusyError(`The embedded database in ${dataDir} is in use by process ${owner} (stop it first; several processes need DATABASE_URL).`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseBusyError(`Could not lock the embedded database in ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
