import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '#', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports name only its development build (ENABLE_DEV_WARNINGS = true);
      // the production build it ships beside it lets the bundler drop the warning code.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }] : []),
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
    // React, React DOM and the scheduler in one chunk. Left to itself the bundler splits React, its JSX
    // runtime and the interop helpers by which lazy chunks use them: more requests before the landing page
    // settles and ~400 B gzip of chunk overhead.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/functions': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
}));
