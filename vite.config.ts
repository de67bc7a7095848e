import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const preactInPlaceOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
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
    // The HTML preloads the entry's imports; lazy pages fetch their own imports (no preload helper or
    // polyfill in the entry chunk: the landing page stays under 100 KB gzip, `npm run bench:bundle`).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The renderer (Preact, or React, React DOM and the scheduler) in one chunk. Left to itself the bundler
    // splits it and its JSX runtime by which lazy chunks use them: more requests before the landing page
    // settles and ~400 B gzip of chunk overhead.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/ }] } },
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
