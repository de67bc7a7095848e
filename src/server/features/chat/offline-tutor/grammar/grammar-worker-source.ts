/**
 * The grammar checker runs Harper (a Rust grammar checker compiled to WebAssembly) in a worker
 * thread: building its linter takes over a second of CPU and each check 10-70 ms, which would
 * otherwise stall every other request on the server. The worker is plain JavaScript evaluated from
 * this string because the server is bundled into one file, where a separate worker file would not exist.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Node's package lookup, done by hand: harper.js exports no package.json or require entry to resolve. */
export function findHarperDistUrl(from: string = fileURLToPath(import.meta.url)): string | null {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', 'harper.js', 'dist', 'slimBinary.js');
    if (existsSync(candidate)) return `${pathToFileURL(dirname(candidate)).href}/`;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * Warm-up text with a misspelling and an irregular-verb slip: Harper builds its spelling and
 * verb tables lazily, and this moves that cost (about 0.3 s) out of the learner's first check.
 */
const WARM_UP_TEXT = 'Yesterday I goed to the libary and she have a book.';

export const grammarWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = (async () => {
  const { LocalLinter } = await import(workerData.harperDistUrl + 'index.js');
  const { slimBinary } = await import(workerData.harperDistUrl + 'slimBinary.js');
  const linter = new LocalLinter({ binary: slimBinary });
  await linter.lint(${JSON.stringify(WARM_UP_TEXT)}, { language: 'plaintext' });
  return linter;
})();
ready.then(() => parentPort.postMessage({ ready: true }), (error) => parentPort.postMessage({ failed: String(error) }));

function toIssue(lint) {
  const span = lint.span();
  const issue = {
    kind: lint.lint_kind(),
    start: span.start,
    end: span.end,
    problem: lint.get_problem_text(),
    message: lint.message(),
    suggestions: lint.suggestions().map((s) => s.get_replacement_text()),
  };
  lint.free();
  return issue;
}

parentPort.on('message', async ({ id, text }) => {
  try {
    const linter = await ready;
    // dedup off: a sentence-length note would otherwise hide the verb error inside that sentence.
    const lints = await linter.lint(text, { language: 'plaintext', dedup: false });
    parentPort.postMessage({ id, issues: lints.map(toIssue) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;
