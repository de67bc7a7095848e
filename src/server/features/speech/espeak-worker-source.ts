/**
 * eSpeak NG (WebAssembly) in a worker thread: a long text takes seconds of CPU, which on the main
 * thread would stall every other request, health checks included. The worker (espeak-worker.mjs) loads
 * the module once (about 0.1 s and 24 MB of voice data) and synthesises one text at a time; the pool
 * around it decides how many texts may wait.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { workerFile } from '../../workers/worker-file';

/** Where Node would load the package from, resolved here once for every worker thread. */
export function findEspeakModuleUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten')).href;
}

export type EspeakTask = { text: string; language: string; fallbackLanguage: string; wordsPerMinute: number; pitch: number };
export type EspeakResult = { wav: Uint8Array; sampleCount: number };

/** The worker's task module (espeak-worker.mjs; dist/server/espeak-worker.js in the bundled server). */
export const espeakWorkerSource = workerFile(import.meta.url, 'espeak-worker', './espeak-worker.mjs');
