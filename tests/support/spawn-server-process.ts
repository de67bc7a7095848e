/** Runs the built server (dist/server/main.js) as its own process, as in production. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ServerProcess = { url: string; pid: number; close: () => Promise<void> };

/** `cwd`: the checkout whose build runs (default: this one), for benches that compare builds. */
export async function spawnServerProcess(env: Record<string, string>, options: { nodeArgs?: string[]; healthyWithinMs?: number; cwd?: string } = {}): Promise<ServerProcess> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('node', [...(options.nodeArgs ?? []), 'dist/server/main.js'], {
    cwd: options.cwd,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-proc-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const healthyWithinMs = options.healthyWithinMs ?? 30_000;
  const deadline = Date.now() + healthyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server process not healthy in ${healthyWithinMs / 1000} s:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
