/**
 * The grammar worker thread: Harper and the error-family rules, off the event loop. Building Harper's
 * linter takes over a second of CPU, each check 10-70 ms, and tagging and re-checking a message's
 * corrections another 10-50 ms (ADR 012); on the main thread that would stall every other request.
 *
 * Protocol (workers/bounded-worker-pool.ts): `{ id, kind: 'lint', text }` → `{ id, issues }`;
 * `{ id, kind: 'correct', text, options }` → `{ id, corrections }`; `{ ready: true }` once warm.
 * Bundled on its own as dist/server/grammar-worker.js; from the TypeScript sources it runs through tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type CorrectionOptions, correctText } from './correct-text';
import type { GrammarIssue, Lint } from './grammar-issue';
import { tagSentence } from './tag-sentence';

type HarperLint = {
  lint_kind(): string;
  span(): { start: number; end: number };
  get_problem_text(): string;
  message(): string;
  suggestions(): Array<{ get_replacement_text(): string }>;
  free(): void;
};
type HarperLinter = { lint(text: string, options: { language: 'plaintext'; dedup?: boolean }): Promise<HarperLint[]> };
type Task = { id: number; kind: 'lint'; text: string } | { id: number; kind: 'correct'; text: string; options: CorrectionOptions };

/** A misspelling and an irregular-verb slip: Harper builds those tables lazily; this moves that cost out of the first check. */
const WARM_UP_TEXT = 'Yesterday I goed to the libary and she have a book.';

const { harperDistUrl } = workerData as { harperDistUrl: string };
const port = parentPort!;

const linter = (async (): Promise<HarperLinter> => {
  const { LocalLinter } = await import(`${harperDistUrl}index.js`);
  const { slimBinary } = await import(`${harperDistUrl}slimBinary.js`);
  const created = new LocalLinter({ binary: slimBinary }) as HarperLinter;
  await created.lint(WARM_UP_TEXT, { language: 'plaintext' });
  tagSentence(WARM_UP_TEXT); // compromise builds its lexicon on first use
  return created;
})();
linter.then(
  () => port.postMessage({ ready: true }),
  (error: unknown) => port.postMessage({ failed: String(error) }),
);

function toIssue(lint: HarperLint): GrammarIssue {
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

// dedup off: a sentence-length note would otherwise hide the verb error inside that sentence.
const lint: Lint = async (text) => (await (await linter).lint(text, { language: 'plaintext', dedup: false })).map(toIssue);

port.on('message', async (task: Task) => {
  try {
    if (task.kind === 'lint') port.postMessage({ id: task.id, issues: await lint(task.text) });
    else port.postMessage({ id: task.id, corrections: await correctText(task.text, task.options, lint) });
  } catch (error) {
    port.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
