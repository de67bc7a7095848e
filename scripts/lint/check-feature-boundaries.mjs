// The import-boundary check of `npm run lint` (docs/decisions/013-one-home-per-concept.md):
// a feature folder (src/web/features/<name>/, src/server/features/<name>/) imports another feature only
// through that feature's `public.ts`, and never the other side's code (web ↔ server). `shared`,
// `components`, `lib` and the rest of its own side stay open. Relative and `#/` imports, static and
// dynamic (`import('…')`), are all resolved to files before they are judged. Exits 1 on a violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = process.cwd();
const SIDES = ['src/web', 'src/server'];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) yield path;
  }
}

/** { side: 'src/web', feature: 'auth', rest: 'api/get-session' } for a path inside a feature folder. */
function locate(path) {
  const side = SIDES.find((s) => path === s || path.startsWith(`${s}/`));
  const match = side && path.slice(side.length + 1).match(/^features\/([^/]+)(?:\/(.*))?$/);
  return { side, feature: match?.[1], rest: match?.[2] };
}

const violations = [];
for (const side of SIDES) {
  for (const file of sourceFiles(join(ROOT, side, 'features'))) {
    const from = relative(ROOT, file);
    if (/\.test\.tsx?$/.test(from)) continue; // a test may reach into what it tests
    const source = readFileSync(file, 'utf8');
    const own = locate(from);
    for (const [, specifier] of source.matchAll(IMPORT)) {
      let target;
      if (specifier.startsWith('#/')) target = `src/${specifier.slice(2)}`;
      else if (specifier.startsWith('.')) target = normalize(join(dirname(from), specifier));
      else continue; // a package
      const to = locate(target.replace(/\.(ts|tsx)$/, ''));
      const line = source.slice(0, source.indexOf(specifier)).split('\n').length;
      if (to.side && to.side !== own.side) {
        violations.push(`${from}:${line} imports ${specifier}: ${own.side} never imports ${to.side} (share it through src/shared)`);
      } else if (to.feature && to.feature !== own.feature && to.rest !== 'public') {
        violations.push(`${from}:${line} imports ${specifier}: another feature is imported only through ${to.side}/features/${to.feature}/public.ts`);
      }
    }
  }
}

if (violations.length > 0) {
  console.error(`Feature boundaries: ${violations.length} violation(s)\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('Feature boundaries: every cross-feature import goes through a public.ts');
