import { existsSync } from 'node:fs';

/**
 * Where a worker's task module is. The bundled server (dist/server/main.js) finds it beside itself as
 * `<bundledName>.js` (scripts/build-server.mjs builds each worker as its own entry); from the sources
 * (tests, `npm run dev`) it is `sourceFile`, next to the module that asks (`callerUrl`).
 */
export function workerFile(callerUrl: string, bundledName: string, sourceFile: string): URL {
  const bundled = new URL(`./${bundledName}.js`, callerUrl);
  return callerUrl.endsWith('.js') && existsSync(bundled) ? bundled : new URL(sourceFile, callerUrl);
}
