// Prints the JavaScript a first visit to a route downloads before it can render (gzip bytes):
// the entry chunk and its static imports, plus the route's lazy page chunk and its static imports.
// Usage: npm run bench:bundle [-- src/web/features/landing/landing-page.tsx]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/web';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const pageSource = process.argv[2] ?? 'src/web/features/landing/landing-page.tsx';

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect(pageSource);

let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
  console.log(`  ${file.padEnd(48)} ${String(bytes.length).padStart(8)} B  ${String(gzipSync(bytes, { level: 9 }).length).padStart(7)} B gzip`);
}
console.log(`Initial JavaScript for ${pageSource}: ${raw} B raw, ${gzip} B gzip (${(gzip / 1024).toFixed(1)} KiB; goal ≤ 100 KB)`);
