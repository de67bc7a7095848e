// `npm start`: builds whatever is missing or older than its sources, then runs the server in this process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = Math.min(newestMtime(join(root, 'dist/web/index.html')), newestMtime(join(root, 'dist/server/main.js')));
const sourcesAt = Math.max(
  ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newestMtime(join(root, p))),
);
if (builtAt === 0 || sourcesAt > builtAt) {
  console.info('[start] building Parley (first run, or sources changed)...');
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}

process.env.NODE_ENV ??= 'production';
await import(join(root, 'dist/server/main.js'));
