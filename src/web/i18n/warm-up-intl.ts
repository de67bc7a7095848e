/**
 * The first Intl.NumberFormat or Intl.DateTimeFormat a page makes loads the browser's locale data: 70-110 ms
 * of the main thread in Chromium on our machines. The data is the process's, not the thread's: made first in
 * a worker, the page's own formatters then cost about 0.1 ms. The landing page's first render formats nothing
 * that needs it (#/shared/i18n/format-number); the worker, started before anything else, has the data loaded
 * by the time the demo chat shows its first time of day. Nothing waits for it: where workers are missing, or
 * it has not finished, the page formats as before, on the main thread.
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./warm-up-intl.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  } catch {
    // A browser that refuses the worker formats on the main thread, as without it.
  }
}
