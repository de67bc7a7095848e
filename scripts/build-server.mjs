// Bundles the server (src/server/main.ts) into dist/server/main.js, and each worker thread's task module
// beside it (dist/server/<name>.js, found by src/server/workers/worker-file.ts); npm packages stay external.
import { build } from 'esbuild';

import { execFileSync } from 'node:child_process';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'grammar-worker': 'src/server/features/tutor/grammar/grammar-worker.ts',
    'espeak-worker': 'src/server/features/speech/espeak-worker.mjs',
    'espeak-phoneme-worker': 'src/server/features/tutor/answers/espeak-phoneme-worker.mjs',
    'pronunciation-worker': 'src/server/features/pronunciation/pronunciation-worker.mjs',
    'speech-model-worker': 'src/server/features/pronunciation/speech-model/speech-model-worker.mjs',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// A migrated, seeded embedded database for first starts (see src/server/db/write-database-template.ts).
await build({
  entryPoints: ['src/server/db/write-database-template.ts'],
  outfile: 'dist/server/write-database-template.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
execFileSync('node', ['dist/server/write-database-template.js'], { stdio: 'inherit' });
