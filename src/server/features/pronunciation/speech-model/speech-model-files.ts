/**
 * Where the speech recogniser the pronunciation check listens with lives: Moonshine tiny (English, MIT
 * licence, Useful Sensors), quantised, as npm `@usefulsensors/moonshine-js` carries it (28 MB). Nothing is
 * downloaded at run time. Its package exports only a browser bundle, so the folder is found beside it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE = '@usefulsensors/moonshine-js';

/** The folder holding `encoder_model.onnx` and `decoder_model_merged.onnx`. */
export function findSpeechModelFiles(): string {
  for (const modules of require.resolve.paths(PACKAGE) ?? []) {
    const files = join(modules, PACKAGE, 'dist/model/tiny/quantized');
    if (existsSync(join(files, 'encoder_model.onnx'))) return files;
  }
  throw new Error(`${PACKAGE} is not installed: run npm install`);
}
