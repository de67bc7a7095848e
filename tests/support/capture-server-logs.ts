/**
 * Vitest setup file (every project): the server's log lines (src/server/lib/logger.ts) go to a buffer, not
 * the terminal, and are printed only under a test that failed — with those of the hooks before it — so a
 * passing run is quiet and a failing one shows what the server said. Emails are not printed in tests at all
 * (the mailer prints only in development); tests read them from the fake SMTP server or the outbox.
 */
import { beforeEach } from 'vitest';
import { configureLogger } from '../../src/server/lib/logger';

let lines: string[] = [];
/** Enough for any one test; a runaway loop does not eat the memory. */
const MAX_LINES = 5_000;

configureLogger({
  write: (line) => {
    if (lines.length < MAX_LINES) lines.push(line);
  },
});

// Vitest calls a test's onTestFinished before its onTestFailed (and both after afterEach): a passing test
// clears the buffer when it finishes, a failing one prints it, then clears it.
beforeEach(({ onTestFailed, onTestFinished, task }) => {
  onTestFinished(() => {
    if (task.result?.state !== 'fail') lines = [];
  });
  onTestFailed(() => {
    if (lines.length > 0) console.log(`--- server log while "${task.name}" ran (${lines.length} lines) ---\n${lines.join('')}--- end of server log ---`);
    lines = [];
  });
});
