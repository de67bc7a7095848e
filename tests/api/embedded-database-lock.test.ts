/**
 * The embedded database's lock is a socket the operating system frees when its process dies: a stale PID
 * file, a PID reused after a restart, `kill -9` and a zombie never keep the database shut, while a live
 * holder (in this process or another) is always refused.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { EmbeddedDatabaseBusyError, type LockAddress, acquireEmbeddedDatabaseLock, lockFileFor } from '../../src/server/db/embedded-database-lock';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const lockModule = pathToFileURL(join(repoRoot, 'src/server/db/embedded-database-lock.ts')).href;
const folder = mkdtempSync(join(tmpdir(), 'parley-lock-'));
const holderScript = join(folder, 'hold-lock.mjs');
// argv: dataDir, where ('abstract' | 'file'), then 'exit' to end once locked instead of waiting.
writeFileSync(
  holderScript,
  `import { acquireEmbeddedDatabaseLock } from ${JSON.stringify(lockModule)};
const [dataDir, where, then] = process.argv.slice(2);
try {
  await acquireEmbeddedDatabaseLock(dataDir, where);
  console.log('locked');
  if (then !== 'exit') setInterval(() => {}, 1 << 30);
} catch (error) {
  console.log('refused ' + error.constructor.name + ': ' + error.message);
  process.exitCode = 3;
}
`,
);

const children: ChildProcess[] = [];
const releases: (() => void)[] = [];
let dirs = 0;

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function newDataDir(): string {
  dirs += 1;
  return join(folder, `data-${dirs}`, 'db');
}

async function hold(dataDir: string, where?: LockAddress): Promise<() => void> {
  const release = await acquireEmbeddedDatabaseLock(dataDir, where);
  releases.push(release);
  return release;
}

/** Starts `command`, resolving with it and a reader of its next stdout line. */
function start(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      const next = waiting.shift();
      if (next) next(line);
      else lines.push(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const nextLine = () =>
    lines.length > 0
      ? Promise.resolve(lines.shift()!)
      : Promise.race([
          new Promise<string>((resolve) => waiting.push(resolve)),
          exited.then((code) => `(exited with ${code} before printing a line)`),
        ]);
  return { child, nextLine, exited };
}

function startHolder(dataDir: string, where: LockAddress, then: 'wait' | 'exit' = 'wait') {
  return start(process.execPath, ['--import', 'tsx', holderScript, dataDir, where, then]);
}

async function killHard(child: ChildProcess, exited: Promise<unknown>) {
  child.kill('SIGKILL');
  await exited;
}

const defaultAddress: LockAddress = process.platform === 'linux' ? 'abstract' : 'file';

describe.each<LockAddress>(['abstract', 'file'].filter((where) => where === 'file' || process.platform === 'linux') as LockAddress[])(
  'embedded database lock (%s)',
  (where) => {
    it('takes over a stale PID file naming PID 1 or this very process', async () => {
      for (const pid of [1, process.pid]) {
        const dataDir = newDataDir();
        mkdirSync(dataDir, { recursive: true });
        writeFileSync(lockFileFor(dataDir), String(pid));
        const release = await hold(dataDir, where);
        if (where === 'abstract') expect(existsSync(lockFileFor(dataDir))).toBe(false);
        else expect(lstatSync(lockFileFor(dataDir)).isSocket()).toBe(true);
        release();
      }
    });

    it('refuses a second holder in this process, naming it, and opens again after release (twice is harmless)', async () => {
      const dataDir = newDataDir();
      const release = await hold(dataDir, where);
      const refusal = acquireEmbeddedDatabaseLock(dataDir, where);
      await expect(refusal).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
      await expect(refusal).rejects.toThrow(`is in use by another Parley process (PID ${process.pid}): stop it first`);
      release();
      release();
      const again = await hold(dataDir, where);
      again();
      await hold(dataDir, where);
    });

    it('refuses across processes, both ways', async () => {
      const dataDir = newDataDir();
      const holder = startHolder(dataDir, where);
      expect(await holder.nextLine()).toBe('locked');
      await expect(acquireEmbeddedDatabaseLock(dataDir, where)).rejects.toThrow(
        new EmbeddedDatabaseBusyError(
          `The embedded database in ${dataDir} is in use by another Parley process (PID ${holder.child.pid}): stop it first (several processes need DATABASE_URL).`,
        ),
      );
      await killHard(holder.child, holder.exited);

      await hold(dataDir, where);
      const second = startHolder(dataDir, where);
      expect(await second.nextLine()).toBe(
        `refused EmbeddedDatabaseBusyError: The embedded database in ${dataDir} is in use by another Parley process (PID ${process.pid}): stop it first (several processes need DATABASE_URL).`,
      );
      expect(await second.exited).toBe(3);
    });

    it('is free the moment a holder is killed with SIGKILL, for this process and for a new one', async () => {
      const dataDir = newDataDir();
      const first = startHolder(dataDir, where);
      expect(await first.nextLine()).toBe('locked');
      await killHard(first.child, first.exited);
      const release = await hold(dataDir, where);
      release();

      const second = startHolder(dataDir, where);
      expect(await second.nextLine()).toBe('locked');
      await killHard(second.child, second.exited);
      const third = startHolder(dataDir, where);
      expect(await third.nextLine()).toBe('locked');
    });

    it('never keeps its process alive', async () => {
      const holder = startHolder(newDataDir(), where, 'exit');
      expect(await holder.nextLine()).toBe('locked');
      expect(await holder.exited).toBe(0);
    });

    it('is one lock for one folder however it is named, before and after it exists', async () => {
      const realParent = join(folder, `real-${where}`);
      const linkParent = join(folder, `link-${where}`);
      mkdirSync(realParent);
      symlinkSync(realParent, linkParent);
      const release = await hold(join(realParent, 'db'), where);
      await expect(acquireEmbeddedDatabaseLock(join(linkParent, 'db'), where)).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
      await expect(acquireEmbeddedDatabaseLock(join(linkParent, 'db/'), where)).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
      release();
      mkdirSync(join(realParent, 'db'));
      await hold(join(linkParent, 'db'), where);
      await expect(acquireEmbeddedDatabaseLock(join(realParent, 'db'), where)).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    });
  },
);

describe.skipIf(process.platform !== 'linux')('embedded database lock on Linux', () => {
  it('is free while the killed holder is still a zombie', async () => {
    const dataDir = newDataDir();
    // The shell starts the holder, then becomes an idle Node that never reaps it: the holder stays a zombie.
    const script = '"$0" --import tsx "$1" "$2" abstract & echo $!; exec "$0" -e "setInterval(() => {}, 1e9)"';
    const shell = start('sh', ['-c', script, process.execPath, holderScript, dataDir]);
    const holderPid = Number(await shell.nextLine());
    expect(await shell.nextLine()).toBe('locked');
    process.kill(holderPid, 'SIGKILL');
    // A zombie: the process's state is Z and all its threads are gone (the leader shows Z before the rest).
    const state = () => `${readFileSync(`/proc/${holderPid}/stat`, 'utf8').replace(/^.*\) /s, '')[0]} ${readdirSync(`/proc/${holderPid}/task`).length}`;
    for (let waited = 0; state() !== 'Z 1' && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state()).toBe('Z 1');
    expect(() => process.kill(holderPid, 0)).not.toThrow(); // what the old PID check saw: "still running"
    await hold(dataDir, 'abstract');
  });
});

describe('opening the embedded database', () => {
  it(`opens with an older version's lock file naming PID 1 beside it (${defaultAddress})`, async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(lockFileFor(dataDir), '1');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.ping();
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    await reopened.close();
  }, 120_000);
});
