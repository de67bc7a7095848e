// Measures `npm start` (already installed and built) to the first 200 from /healthz.
// A first start on a new embedded database normally COPIES the prebuilt, migrated and seeded database
// (dist/db-template.tar.gz, written by `npm run build:server`) and then runs the migrations (nothing to do).
// The bench also measures a cold first start WITHOUT that template (create + migrate + seed from scratch,
// the template moved aside for that run and put back afterwards), then restarts on the existing database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 3900 + Math.floor(Math.random() * 90);
const template = 'dist/db-template.tar.gz';
const templateAside = `${template}.bench-aside`;

async function timeToHealthy(label, dataDir) {
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore' });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('no healthy answer within 60 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.status === 200) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    const ms = performance.now() - started;
    console.log(`${label.padEnd(58)} ${(ms / 1000).toFixed(2)} s to a 200 from /healthz (goal ≤ 3 s)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

if (!existsSync(template)) {
  console.log(`No ${template}: every first start below creates, migrates and seeds from scratch.`);
}

const fromTemplate = mkdtempSync(join(tmpdir(), 'parley-bench-'));
await timeToHealthy('first start, copies the prebuilt database template', fromTemplate);
await timeToHealthy('restart (existing database)', fromTemplate);
await timeToHealthy('restart (existing database)', fromTemplate);
rmSync(fromTemplate, { recursive: true, force: true });

const cold = mkdtempSync(join(tmpdir(), 'parley-bench-'));
const hadTemplate = existsSync(template);
const putBack = () => hadTemplate && existsSync(templateAside) && renameSync(templateAside, template);
process.once('SIGINT', () => {
  putBack();
  process.exit(130);
});
try {
  if (hadTemplate) renameSync(template, templateAside);
  await timeToHealthy('cold first start, no template (create + migrate + seed)', cold);
} finally {
  putBack();
  rmSync(cold, { recursive: true, force: true });
}
