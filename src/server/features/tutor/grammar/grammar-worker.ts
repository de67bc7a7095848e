/**
 * The grammar worker thread: Harper and the error-family rules, off the event loop. Building Harper's
 * linter takes over a second of CPU, each check 10-70 ms, and tagging and re-checking a message's
 * corrections another 10-50 ms (ADR 012); on the main thread that would stall every other request.
 *
 * Tasks (the default export, called by the pool in grammar-worker-pool.ts): `{ kind: 'lint', text }` →
 * `{ issues }`; `{ kind: 'correct', text, options }` → `{ corrections }`; `{ kind: 'warm' }` → `{}` once
 * Harper is loaded. Harper starts loading when the thread starts, not on the first task.
 * Bundled on its own as dist/server/grammar-worker.js; from the TypeScript sources it runs through tsx.
 */
import { workerData } from 'node:worker_threads';
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
export type GrammarTask = { kind: 'warm' } | { kind: 'lint'; text: string } | { kind: 'correct'; text: string; options: CorrectionOptions };

/** A misspelling and an irregular-verb slip: Harper builds those tables lazily; this moves that cost out of the first check. */
const WARM_UP_TEXT = 'Yesterday I goed to the libary and she have a book.';

const { harperDistUrl } = workerData as { harperDistUrl: string };

const linter = (async (): Promise<HarperLinter> => {
  const { LocalLinter } = await import(`${harperDistUrl}index.js`);
  const { slimBinary } = await import(`${harperDistUrl}slimBinary.js`);
  const created = new LocalLinter({ binary: slimBinary }) as HarperLinter;
  await created.lint(WARM_UP_TEXT, { language: 'plaintext' });
  tagSentence(WARM_UP_TEXT); // compromise builds its lexicon on first use
  return created;
})();
linter.catch(() => {}); // reported per task below

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

export default async function runGrammarTask(task: GrammarTask): Promise<Record<string, unknown>> {
  if (task.kind === 'warm') {
    await linter;
    return {};
  }
  if (task.kind === 'lint') return { issues: await lint(task.text) };
  return { corrections: await correctText(task.text, task.options, lint) };
}
