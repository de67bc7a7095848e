/**
 * Where the speech recognisers the pronunciation check listens with live: Moonshine (English, MIT licence,
 * Useful Sensors), quantised, as npm `@usefulsensors/moonshine-js` carries it: tiny (28 MB) hears every
 * reading, base (63 MB) gives a second opinion where a slip may be flagged (ADR 023). Nothing is downloaded at
 * run time. Its package exports only a browser bundle, so the folders are found beside it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE = '@usefulsensors/moonshine-js';

export type SpeechModelSize = 'tiny' | 'base';

/** The folder holding the size's `encoder_model.onnx` and `decoder_model_merged.onnx`. */
export function findSpeechModelFiles(size: SpeechModelSize): string {
  for (const modules of require.resolve.paths(PACKAGE) ?? []) {
    const files = join(modules, PACKAGE, `dist/model/${size}/quantized`);
    if (existsSync(join(files, 'encoder_model.onnx'))) return files;
  }
  throw new Error(`${PACKAGE} is not installed: run npm install`);
}
