import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { TRANSLATED_LOCALES } from './src/shared/i18n/locales';

const preactInPlaceOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The code a phone's first screen runs at once: the entry (main.tsx, with the landing page) and the landing
 * demo, whose imports are preloaded with it (`resolveDependencies` below).
 */
const FIRST_SCREEN = [fileURLToPath(new URL('./src/web/main.tsx', import.meta.url)), fileURLToPath(new URL('./src/web/features/demo-chat/demo-chat.tsx', import.meta.url))];
const TRANSLATION_FILE = new RegExp(`[\\\\/]src[\\\\/]web[\\\\/].*[\\\\/]messages[\\\\/](${TRANSLATED_LOCALES.join('|')})\\.ts$`);
const firstScreenModules = new WeakMap<ChunkingContext, Set<string>>();

/**
 * One chunk per language (`words-ar`) for the translations of the catalogues the first screen defines, rather
 * than one per catalogue: they load together before the first render (src/web/main.tsx), and eight small files
 * queue on a phone's HTTP/1.1 connections (six at a time) behind the entry's own. Other screens' translations
 * stay one chunk per screen and language (docs/decisions/034-interface-languages.md).
 */
function firstScreenWords(id: string, ctx: ChunkingContext): string | null {
  const locale = TRANSLATION_FILE.exec(id)?.[1];
  if (!locale) return null;
  let reachable = firstScreenModules.get(ctx);
  if (!reachable) {
    reachable = new Set<string>();
    const stack = [...FIRST_SCREEN];
    while (stack.length) {
      const next = stack.pop()!;
      if (reachable.has(next)) continue;
      reachable.add(next);
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    firstScreenModules.set(ctx, reachable);
  }
  const catalogues = ctx.getModuleInfo(id)?.dynamicImporters ?? [];
  return catalogues.some((catalogue) => reachable.has(catalogue)) ? `words-${locale}` : null;
}

/**
 * onnxruntime-web's browser bundle (the speech model's runtime, loaded on the first microphone press) carries
 * esbuild's guard for a global `require` no browser has. Left in, the bundler answers it with a `require`
 * helper of its own in the runtime chunk every page loads, the landing page included (`npm run bench:bundle`).
 */
function onnxRuntimeWithoutRequire(): Plugin {
  return {
    name: 'parley:onnxruntime-without-require',
    transform(code, id) {
      if (!/[\\/]onnxruntime-web[\\/]dist[\\/][^\\/]+\.mjs$/.test(id)) return null;
      return code.replaceAll('typeof require<"u"', 'false').replaceAll('?require:', '?void 0:').replaceAll('return require.apply(this,arguments)', 'return void 0');
    },
  };
}

/**
 * Every asset worth compressing (scripts, styles, the speech model's WebAssembly and weights) gzipped once, at
 * the highest level, at build time: the server sends the .gz beside a file (serve-web-app.ts) rather than
 * compressing it again on every download, which cost every page load CPU (and the 14 MB model seconds).
 */
const PRECOMPRESSED = /\.(js|mjs|css|svg|json|wasm|onnx)$/;
const PRECOMPRESS_FROM_BYTES = 1024;

function precompressAssets(): Plugin {
  return {
    name: 'parley:precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => PRECOMPRESSED.test(name))) {
        const path = join(options.dir ?? 'dist/web', file);
        const content = readFileSync(path);
        if (content.length >= PRECOMPRESS_FROM_BYTES) writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), onnxRuntimeWithoutRequire(), precompressAssets()],
  resolve: {
    alias: [
      { find: '#', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports name only its development build (ENABLE_DEV_WARNINGS = true);
      // the production build it ships beside it lets the bundler drop the warning code.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] : []),
      // The production build renders with Preact's React-compatible layer: React DOM alone is ~64 KB gzip,
      // more than three quarters of the landing page's 80 KB budget (docs/decisions/020-preact-in-the-build.md).
      // The dev server keeps React and its fast refresh; the browser tests run the build.
      // BUILD_WITH_REACT=1 builds with React, to tell whether a bug seen only in the build is Preact's.
      ...(command === 'build' && !process.env.BUILD_WITH_REACT ? preactInPlaceOfReact : []),
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // The HTML preloads the entry's imports; lazy pages fetch their own imports (no preload lists in the
    // entry chunk: the landing page stays under 100 KB gzip, `npm run bench:bundle`; ~2 KB gzip for them all).
    // One exception: the landing demo's chunk brings its imports along (~150 B), since its greeting, four
    // imports deep, is the largest text on a phone in some interface languages (Chinese) and so its LCP.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostType }) => (hostType === 'html' || /(^|\/)demo-chat-[\w-]+\.js$/.test(file) ? deps : []) },
    // The renderer (Preact, or React, React DOM and the scheduler) in one chunk. Left to itself the bundler
    // splits it and its JSX runtime by which lazy chunks use them: more requests before the landing page
    // settles and ~400 B gzip of chunk overhead.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/ }, { name: firstScreenWords }],
        },
      },
      // React Router looks `useOptimistic` up and falls back when the renderer has none, as Preact has none.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/functions': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
