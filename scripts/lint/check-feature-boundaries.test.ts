import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const CHECK = fileURLToPath(new URL('./check-feature-boundaries.mjs', import.meta.url));
let root: string | undefined;

/** Runs the check in a throw-away tree of `files` (path → source), as `npm run lint` runs it from the repo root. */
function checkTree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const run = spawnSync(process.execPath, [CHECK], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('check-feature-boundaries', () => {
  it('passes a feature whose files import one way', () => {
    const { status, output } = checkTree({
      'src/server/features/tutor/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/server/features/tutor/b.ts': "import type { C } from './nested/c';\nexport const b: C = 1;\n",
      'src/server/features/tutor/nested/c.ts': 'export type C = number;\n',
    });
    expect(output).toContain('no import cycles');
    expect(status).toBe(0);
  });

  it('fails a cycle among the files of one server feature, naming the files and the lines, type-only imports too', () => {
    const { status, output } = checkTree({
      'src/server/features/tutor/a.ts': "import { b } from './nested/b';\nexport const a = () => b;\n",
      'src/server/features/tutor/nested/b.ts': "import type { C } from '../c';\nexport const b: C = 1;\n",
      'src/server/features/tutor/c.ts': "\nimport { a } from './a';\nexport type C = ReturnType<typeof a> extends number ? number : 1;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('import cycle between files of src/server/features/tutor');
    expect(output).toContain('src/server/features/tutor/a → src/server/features/tutor/nested/b (src/server/features/tutor/a.ts:1)');
    expect(output).toContain('src/server/features/tutor/nested/b → src/server/features/tutor/c (src/server/features/tutor/nested/b.ts:1)');
    expect(output).toContain('src/server/features/tutor/c → src/server/features/tutor/a (src/server/features/tutor/c.ts:2)');
  });

  it('fails a cycle in a web feature closed by a dynamic import and a #/ import', () => {
    const { status, output } = checkTree({
      'src/web/features/chat/page.tsx': "export const load = () => import('./panel');\n",
      'src/web/features/chat/panel.tsx': "import { load } from '#/web/features/chat/page';\nexport const panel = load;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('import cycle between files of src/web/features/chat');
  });

  it('does not count a test file, which may import what imports it', () => {
    const { status } = checkTree({
      'src/server/features/tutor/a.ts': "import { helper } from './a.test-helpers';\nexport const a = helper;\n",
      'src/server/features/tutor/a.test-helpers.ts': 'export const helper = 1;\n',
      'src/server/features/tutor/a.test.ts': "import { a } from './a';\nexport const used = a;\n",
    });
    expect(status).toBe(0);
  });
});
