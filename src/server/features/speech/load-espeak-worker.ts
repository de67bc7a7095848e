/** Loads eSpeak NG's WebAssembly build once, on first use (about 0.1 s and 24 MB of voice data). */
import type { EspeakWorker } from '@echogarden/espeak-ng-emscripten';

let loading: Promise<EspeakWorker> | undefined;

export function loadEspeakWorker(): Promise<EspeakWorker> {
  loading ??= (async () => {
    // Imported dynamically so servers that use a paid provider never pay for the module.
    const { default: initialize } = await import('@echogarden/espeak-ng-emscripten');
    const module = await initialize();
    return new module.eSpeakNGWorker();
  })().catch((error: unknown) => {
    loading = undefined; // let the next request try again rather than caching the failure
    throw error;
  });
  return loading;
}
