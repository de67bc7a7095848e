import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '#': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/functions': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
