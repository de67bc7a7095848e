/** Starts fake-model-process.ts and resolves with its base URL and a way to stop it. */
import { spawn } from 'node:child_process';

export async function startFakeModelProcess(firstTokenMs: number): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const child = spawn('node', ['--import', 'tsx', 'scripts/bench/chat-load/fake-model-process.ts'], {
    env: { ...process.env, FIRST_TOKEN_MS: String(firstTokenMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fake model exited with ${code}`)));
    child.stdout.once('data', (line) => resolve(String(line).trim().split(' ')[1]!));
  });
  return {
    baseUrl,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
