/**
 * The embedded database (PGlite) is one process's files: a second process opening the same folder would
 * corrupt it, and PGlite does not stop it. The lock is a listening Unix socket that the operating system
 * frees the moment its process dies, so a crash, `kill -9`, a zombie or a reused PID never leaves a stale
 * lock behind (ADR 017).
 *
 * - Linux: a socket in the abstract namespace named after the folder's canonical path. Binding is atomic,
 *   and no file is involved. The namespace is per network namespace: containers that share the folder but
 *   not the network do not see each other's lock.
 * - Elsewhere (macOS): a socket file at `lockFileFor(dataDir)`. A file that no live process answers on is
 *   left from a crash and is replaced.
 *
 * The owner answers a connection with its PID, so a refusal can name it.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, realpathSync, rmSync } from 'node:fs';
import { type Server, type Socket, createConnection, createServer } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';

export class EmbeddedDatabaseBusyError extends Error {}

/** Where older versions wrote their PID file, and where non-Linux systems keep the lock's socket. */
export function lockFileFor(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock`;
}

export type LockAddress = 'abstract' | 'file';

/**
 * Resolves once this process holds the lock on `dataDir`, with a release function (idempotent). Rejects with
 * `EmbeddedDatabaseBusyError` while another holder is alive, in this process or another. `where` is for
 * tests; the default is what the platform supports.
 */
export async function acquireEmbeddedDatabaseLock(
  dataDir: string,
  where: LockAddress = process.platform === 'linux' ? 'abstract' : 'file',
): Promise<() => void> {
  const legacyFile = lockFileFor(resolve(dataDir));
  const server = where === 'abstract' ? await holdAbstractName(dataDir) : await holdSocketFile(dataDir, legacyFile);
  // A PID file left by an older version is never a reason to refuse; now that we hold the lock it goes.
  if (where === 'abstract' && isRegularFile(legacyFile)) rmSync(legacyFile, { force: true });
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    // server.close() closes the listening descriptor at once (libuv's uv_close), so the name is free when
    // this returns; its callback only waits for open connections.
    server.close();
  };
}

/** `\0parley-embedded-db:` + sha256 of the folder's canonical path (two names of one folder, one lock). */
function abstractLockName(dataDir: string): string {
  return `\0parley-embedded-db:${createHash('sha256').update(canonicalPath(resolve(dataDir))).digest('hex')}`;
}

async function holdAbstractName(dataDir: string): Promise<Server> {
  const name = abstractLockName(dataDir);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await listen(name);
    } catch (error) {
      if (code(error) !== 'EADDRINUSE') throw error;
    }
    // A live owner answers with its PID. One that does not may be a killed process whose threads are still
    // exiting (the name goes with the last of them): asking took up to a second, so try once more.
    const { pid } = await askOwner(name);
    if (pid !== undefined || attempt === 2) throw busy(dataDir, pid);
  }
}

async function holdSocketFile(dataDir: string, file: string): Promise<Server> {
  mkdirSync(dirname(file), { recursive: true });
  try {
    return await listen(file);
  } catch (error) {
    if (code(error) !== 'EADDRINUSE') throw error;
  }
  const owner = await askOwner(file);
  if (owner.alive) throw busy(dataDir, owner.pid);
  // Nobody answers: a socket left by a dead process, or an older version's PID file. Replace it, once.
  rmSync(file, { force: true });
  try {
    return await listen(file);
  } catch (error) {
    if (code(error) === 'EADDRINUSE') throw busy(dataDir, (await askOwner(file)).pid);
    throw error;
  }
}

function listen(path: string): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer(answerWithPid);
    server.once('error', reject);
    // exclusive: a cluster worker binds the name itself instead of sharing the primary's handle.
    server.listen({ path, exclusive: true }, () => {
      server.off('error', reject);
      server.on('error', () => {});
      server.unref();
      resolvePromise(server);
    });
  });
}

function answerWithPid(socket: Socket): void {
  socket.unref();
  socket.on('error', () => {});
  socket.end(`${process.pid}\n`);
}

/**
 * Connects to a lock's socket: alive when something accepts, with the PID it sends when it sends one.
 * Nobody listening (refused, no such file, not a socket) is the only answer that counts as dead; any other
 * failure (a full backlog, no permission) is taken as alive, so an unclear case refuses rather than opens.
 */
function askOwner(path: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolvePromise) => {
    let alive = false;
    let reply = '';
    const socket = createConnection({ path });
    const done = () => {
      socket.destroy();
      const pid = Number(reply.trim());
      resolvePromise({ alive, pid: alive && Number.isInteger(pid) && pid > 0 ? pid : undefined });
    };
    // A busy owner (its event loop blocked) still holds the lock; it just cannot say who it is.
    socket.setTimeout(1000, () => {
      alive = true;
      done();
    });
    socket.on('connect', () => {
      alive = true;
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
    });
    socket.on('end', done);
    socket.on('error', (error) => {
      if (!['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(code(error) ?? '')) alive = true;
      done();
    });
  });
}

function busy(dataDir: string, pid: number | undefined): EmbeddedDatabaseBusyError {
  const owner = pid === undefined ? 'another Parley process' : `another Parley process (PID ${pid})`;
  return new EmbeddedDatabaseBusyError(
    `The embedded database in ${dataDir} is in use by ${owner}: stop it first (several processes need DATABASE_URL).`,
  );
}

/** The real path of the nearest existing ancestor, joined with the rest: stable before the folder exists. */
function canonicalPath(path: string): string {
  try {
    return realpathSync.native(path);
  } catch (error) {
    const parent = dirname(path);
    if (code(error) !== 'ENOENT' || parent === path) return path;
    return join(canonicalPath(parent), basename(path));
  }
}

function isRegularFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
