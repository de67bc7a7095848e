// The import-boundary check of `npm run lint` (docs/decisions/013-one-home-per-concept.md):
// - a feature folder (src/web/features/<name>/, src/server/features/<name>/) is imported from outside it
//   only through its `public.ts` — by other features and by the layers below them (http/, auth/, config/,
//   db/, lib/, …); only the composition roots (src/server/*.ts, src/web/app/) wire routes and pages in;
// - neither side imports the other's code (web ↔ server): what both need lives in src/shared;
// - no import cycle: between features of a side, between files of src/shared, and between files of one feature.
// Relative and `#/` imports, static and dynamic (`import('…')`), type-only too, are resolved to files
// before they are judged; tests may reach into what they test. Exits 1 on a violation.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = process.cwd();
const SIDES = ['src/web', 'src/server'];
/** Where the app is assembled: these import a feature's routes, pages and providers directly. */
const COMPOSITION_ROOTS = [/^src\/server\/[^/]+\.ts$/, /^src\/web\/app\//, /^src\/web\/[^/]+\.tsx?$/];
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

/** The file an import names, without extension ('src/shared/teacher'), or undefined for a package. */
function resolveImport(from, specifier) {
  if (specifier.startsWith('#/')) return `src/${specifier.slice(2)}`.replace(/\.(ts|tsx|mjs|js)$/, '');
  if (specifier.startsWith('.')) return normalize(join(dirname(from), specifier)).replace(/\.(ts|tsx|mjs|js)$/, '');
  return undefined;
}

/** 'src/shared/api' → 'src/shared/api/index' when the import names a folder. */
function asModule(target) {
  return ['.ts', '.tsx'].some((ext) => existsSync(join(ROOT, target + ext))) || !existsSync(join(ROOT, target, 'index.ts')) ? target : `${target}/index`;
}

const violations = [];
/** Edges of the graphs whose cycles are refused: 'src/server/features/chat' → 'src/server/features/notebook', and shared file → shared file. */
const featureEdges = new Map();
const sharedEdges = new Map();
/** File → file edges inside one feature folder, keyed by the feature ('src/server/features/tutor'). */
const featureFileEdges = new Map();
const addEdge = (edges, from, to, where) => {
  if (!edges.has(from)) edges.set(from, new Map());
  if (!edges.get(from).has(to)) edges.get(from).set(to, where);
};

for (const file of sourceFiles(join(ROOT, 'src'))) {
  const from = relative(ROOT, file);
  if (/\.test\.tsx?$/.test(from)) continue; // a test may reach into what it tests
  const source = readFileSync(file, 'utf8');
  const own = locate(from);
  for (const [, specifier] of source.matchAll(IMPORT)) {
    const target = resolveImport(from, specifier);
    if (!target) continue;
    const to = locate(target);
    const line = source.slice(0, source.indexOf(specifier)).split('\n').length;
    const where = `${from}:${line}`;
    if (to.side && own.side && to.side !== own.side) {
      violations.push(`${where} imports ${specifier}: ${own.side} never imports ${to.side} (share it through src/shared)`);
    } else if (to.feature && to.feature !== own.feature && to.rest !== 'public' && !COMPOSITION_ROOTS.some((root) => root.test(from))) {
      violations.push(`${where} imports ${specifier}: a feature is imported from outside only through ${to.side}/features/${to.feature}/public.ts`);
    }
    if (own.feature && to.feature && own.side === to.side && own.feature !== to.feature) addEdge(featureEdges, `${own.side}/features/${own.feature}`, `${to.side}/features/${to.feature}`, where);
    if (from.startsWith('src/shared/') && target.startsWith('src/shared/')) addEdge(sharedEdges, from.replace(/\.(ts|tsx)$/, ''), asModule(target), where);
    if (own.feature && own.side === to.side && own.feature === to.feature) {
      const feature = `${own.side}/features/${own.feature}`;
      if (!featureFileEdges.has(feature)) featureFileEdges.set(feature, new Map());
      addEdge(featureFileEdges.get(feature), from.replace(/\.(ts|tsx|mjs|js)$/, ''), asModule(target), where);
    }
  }
}

/** Strongly connected components with more than one member (Tarjan): each is an import cycle. */
function cycles(edges) {
  let index = 0;
  const state = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
    if (state.get(node).low !== state.get(node).index) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component);
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found;
}

const graphs = [['features', featureEdges], ['src/shared files', sharedEdges], ...[...featureFileEdges].map(([feature, edges]) => [`files of ${feature}`, edges])];
for (const [label, edges] of graphs) {
  for (const component of cycles(edges)) {
    const members = new Set(component);
    const links = component.flatMap((from) => [...(edges.get(from) ?? [])].filter(([to]) => members.has(to)).map(([to, where]) => `${from} → ${to} (${where})`));
    violations.push(`import cycle between ${label}: ${component.join(', ')}\n      ${links.join('\n      ')}`);
  }
}

if (violations.length > 0) {
  console.error(`Import boundaries: ${violations.length} violation(s)\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries: features are reached through public.ts, web and server share only src/shared, and no import cycles');
