/**
 * Vitest setup file (vitest.config.ts `setupFiles`, every project): a test may run only the system commands
 * that `npm test`'s set-up provides (tests/support/provided-system-commands.ts), so a test never passes on
 * one machine because a developer happened to install a tool, and fails on a fresh one.
 *
 * Every way node:child_process starts a program (spawn, spawnSync, execFile, execFileSync, exec, execSync,
 * fork) is wrapped on the CommonJS module object, and syncBuiltinESMExports() hands the wrappers to ESM
 * named imports too. Another command throws at once; should the code under test swallow that error, the
 * test still fails when it ends. A shell command (`exec`, `execSync`, `shell: true`) is judged by its first
 * word; a script given to `sh -c` is not looked into.
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { basename, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach } from 'vitest';
import { PROVIDED_COMMAND_NAMES, providedCommandPaths } from './provided-system-commands';

const LAUNCHERS = ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork'] as const;
type Launcher = (typeof LAUNCHERS)[number];

const MESSAGE_START = 'tests ran `';

export class UnprovidedCommandError extends Error {
  override readonly name = 'UnprovidedCommandError';
  constructor(readonly command: string) {
    super(
      `${MESSAGE_START}${command}\`, which npm test's set-up does not provide: install it in scripts/test.mjs ` +
        '(and name it in tests/support/provided-system-commands.ts) or make it in the test',
    );
  }
}

/** True when `npm test` provides the program a test starts as `command` (a name on PATH or a path). */
export function isProvidedCommand(command: string): boolean {
  if (command.includes('/') && providedCommandPaths().some((path) => resolve(path) === resolve(command))) return true;
  return PROVIDED_COMMAND_NAMES.includes(basename(command).replace(/\.(exe|cmd)$/i, ''));
}

/** The program a call to `launcher` with these arguments starts. */
export function commandOf(launcher: Launcher, args: readonly unknown[]): string {
  const [file, second, third] = args;
  const options = (Array.isArray(second) ? third : second) as { shell?: unknown; execPath?: string } | undefined;
  const hasOptions = typeof options === 'object' && options !== null;
  if (launcher === 'fork') return (hasOptions && options.execPath) || process.execPath;
  if (launcher === 'exec' || launcher === 'execSync') return firstWord(String(file));
  if (hasOptions && options.shell) return firstWord([String(file), ...(Array.isArray(second) ? second : [])].join(' '));
  return String(file);
}

/** The program a shell command line starts: its first word, past any `NAME=value` assignments. */
function firstWord(commandLine: string): string {
  const words = commandLine.trim().match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? [];
  const word = words.find((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w)) ?? '';
  return word.replace(/["']/g, '');
}

type Launch = (...args: unknown[]) => unknown;
type GuardState = { blocked: string[]; originals: Record<Launcher, Launch> };
const STATE = Symbol.for('parley.systemCommandGuard');

// The CommonJS object every `require('node:child_process')` gets, and the one ESM imports are synced from.
const childProcess = createRequire(import.meta.url)('node:child_process') as unknown as Record<Launcher, Launch> & { [STATE]?: GuardState };

/**
 * Wraps node:child_process's functions. Each test file's copy of this module installs its own wrappers
 * (so they throw its own UnprovidedCommandError) around the same originals, kept with the record of
 * refused commands on the module object, which every file in a process (or worker thread) shares.
 */
export function installSystemCommandGuard(): void {
  childProcess[STATE] ??= { blocked: [], originals: Object.fromEntries(LAUNCHERS.map((launcher) => [launcher, childProcess[launcher]])) as Record<Launcher, Launch> };
  const state = childProcess[STATE];
  const check = (launcher: Launcher, args: readonly unknown[]) => {
    const command = commandOf(launcher, args);
    if (isProvidedCommand(command)) return;
    state.blocked.push(command);
    throw new UnprovidedCommandError(command);
  };
  for (const launcher of LAUNCHERS) {
    const original = state.originals[launcher];
    const guarded = function (this: unknown, ...args: unknown[]) {
      check(launcher, args);
      return Reflect.apply(original, this, args);
    };
    // exec and execFile promisify to { stdout, stderr } through this symbol: keep that, guarded too.
    const custom = (original as { [promisify.custom]?: Launch })[promisify.custom];
    if (custom) {
      Object.defineProperty(guarded, promisify.custom, {
        value: (...args: unknown[]) => {
          check(launcher, args);
          return custom(...args);
        },
      });
    }
    Object.defineProperty(guarded, 'name', { value: original.name });
    childProcess[launcher] = guarded;
  }
  syncBuiltinESMExports();
}

/** The commands refused since the last call (a test of the guard takes those it provoked). */
export function takeBlockedCommands(): string[] {
  const state = childProcess[STATE];
  return state ? state.blocked.splice(0) : [];
}

type Task = { result?: { errors?: readonly { message?: string }[] }; tasks?: readonly Task[] };

/** Every error reported so far in a test file, its tests', suites' and hooks'. */
function errorsIn(task: Task): { message?: string }[] {
  return [...(task.result?.errors ?? []), ...(task.tasks ?? []).flatMap(errorsIn)];
}

/** Fails the test (or file) that ran a refused command whose error was swallowed; one already reported in the file is not reported again. */
function failOnSwallowed(file: Task) {
  const commands = takeBlockedCommands();
  if (commands.length === 0) return;
  const reported = errorsIn(file);
  const unreported = [...new Set(commands)].filter((command) => !reported.some((error) => error.message?.includes(`${MESSAGE_START}${command}\``)));
  if (unreported.length > 0) throw new UnprovidedCommandError(unreported.join('`, `'));
}

installSystemCommandGuard();
afterEach((context) => failOnSwallowed(context.task.file));
// biome-ignore lint/correctness/noEmptyPattern: Vitest reads the first argument as fixtures; the file is the second.
afterAll(({}, file) => failOnSwallowed(file));
