/**
 * The production bundle never builds code from a string: the Content-Security-Policy allows script-src
 * 'self' only (and 'wasm-unsafe-eval', which compiles WebAssembly, never a string), and Firefox reports even a guarded probe (zod's `Function('')`, pulled in when the browser
 * imports a value from a module that defines schemas) as an error on every page that loads it. Values the
 * browser needs live in zod-free modules of src/shared (e.g. src/shared/pronunciation.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildFolder } from '../../src/server/config/project-paths';

describe('the production web bundle', () => {
  it('holds no eval and no Function constructor', () => {
    const assets = join(webBuildFolder, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const evaluating = scripts.filter((name) => /\beval\(|(?<![\w$.])(?:new\s+)?Function\(/.test(readFileSync(join(assets, name), 'utf8')));
    expect(evaluating).toEqual([]);
  });
});
