/** Where harper.js (a Rust grammar checker compiled to WebAssembly) is installed, for the grammar worker to load. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Node's package lookup, done by hand: harper.js exports no package.json or require entry to resolve. */
export function findHarperDistUrl(from: string = fileURLToPath(import.meta.url)): string | null {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', 'harper.js', 'dist', 'slimBinary.js');
    if (existsSync(candidate)) return `${pathToFileURL(dirname(candidate)).href}/`;
    if (dirname(dir) === dir) return null;
  }
}
