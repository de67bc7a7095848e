/**
 * The server's one logger: JSON lines (pino) carrying the request id of the request they belong to.
 * What may never appear in a line — a learner's words, a password, a token, a key, an email body — is
 * kept out at the call sites (they log ids, counts and kinds) and again here: secret-looking fields are
 * redacted and a database error's bound parameters (the rows' values) are cut from its message.
 */
import { pino } from 'pino';
import { currentRequestId } from './request-context';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Write = (line: string) => void;
/**
 * stdout is written asynchronously (pino's SonicBoom: lines that arrive while a write is under way go out
 * together in the next one, and what is left is flushed on exit). Node writes a pipe synchronously, so a log
 * reader that falls behind (a container runtime, journald, a busy parent) blocked the event loop: 40-260 ms
 * per burst of 300 streamed replies in bench:chat-load, a line per request (docs/benchmarks.md). Lines are not
 * held back for a batch: a request's line is readable while its stream still runs (the container check finds
 * the streams in flight at a replica's SIGTERM that way).
 */
let stdout: ReturnType<typeof pino.destination> | undefined;
const writeToStdout: Write = (line) => {
  if (!stdout) {
    stdout = pino.destination({ dest: 1, sync: false });
    process.once('exit', flushStdout);
  }
  stdout.write(line);
};
/** What is still buffered goes out before the process ends (a fatal error's line, the drain's last words). */
function flushStdout(): void {
  try {
    stdout?.flushSync();
  } catch {
    // stdout already closed: nothing left to tell
  }
}
let write: Write = writeToStdout;
const taps = new Set<Write>();

const REDACTED_KEYS = ['password', 'newPassword', 'currentPassword', 'token', 'authorization', 'cookie', 'apiKey', 'api_key', 'secret', 'text', 'content', 'messages', 'body', 'html'];
const REDACTED = new Set(REDACTED_KEYS);
const CENSOR = '[redacted]';
/** Fields that go through a serializer (serializeError), which keeps only fields named below. */
const SERIALIZED_KEYS = new Set(['err', 'error']);

export const log = pino(
  {
    level: 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: redactSecrets },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    serializers: { err: serializeError, error: serializeError },
  },
  {
    write: (line: string) => {
      write(line);
      for (const tap of taps) tap(line);
    },
  },
);

/** Sets the level (LOG_LEVEL) and, for tests, where lines go (the default is stdout). */
export function configureLogger(options: { level?: LogLevel; write?: Write }): void {
  if (options.level) log.level = options.level;
  if (options.write) write = options.write;
}

/**
 * Secret-looking fields censored at the top of a line and one level down, as pino's `redact` paths `key` and
 * `*.key` did, at a fraction of their cost: the wildcards allocated 26 KB and took 6 µs for every line, the
 * request line included (docs/benchmarks.md, chat under load). The caller's object is never changed.
 */
export function redactSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    const value = fields[key];
    const censored = REDACTED.has(key) ? (value === undefined ? value : CENSOR) : SERIALIZED_KEYS.has(key) ? value : censorChildren(value);
    if (censored === value) continue;
    copy = copy ?? { ...fields };
    copy[key] = censored;
  }
  return copy ?? fields;
}

function censorChildren(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fields = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    if (!REDACTED.has(key) || !Object.hasOwn(fields, key) || fields[key] === undefined) continue;
    copy = copy ?? { ...fields };
    copy[key] = CENSOR;
  }
  return copy ?? value;
}

/** Also hands every line to `tap` until the returned function is called (tests read what was logged). */
export function tapLog(tap: Write): () => void {
  taps.add(tap);
  return () => taps.delete(tap);
}

// drizzle's query errors end their message with "params: <the values bound>": a learner's words, an email.
const BOUND_PARAMETERS = /\n?params: [\s\S]*$/;

type SerializedError = { type: string; message: string; stack?: string; code?: unknown; kind?: unknown; provider?: unknown; status?: unknown; cause?: SerializedError };

/** An error as a log field: its kind, message and stack, never the values a failed query carried. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? error.replace(BOUND_PARAMETERS, '') : error;
  const fields = error as Error & { code?: unknown; kind?: unknown; provider?: unknown; status?: unknown };
  const message = error.message.replace(BOUND_PARAMETERS, '');
  const stack = error.stack?.replace(/\n?params: [\s\S]*?(?=\n\s+at |$)/, '');
  const cause = error.cause !== undefined && depth < 3 ? (serializeError(error.cause, depth + 1) as SerializedError) : undefined;
  return {
    type: error.name,
    message,
    stack,
    ...(fields.code !== undefined && { code: fields.code }),
    ...(fields.kind !== undefined && { kind: fields.kind }),
    ...(fields.provider !== undefined && { provider: fields.provider }),
    ...(typeof fields.status === 'number' && { status: fields.status }),
    ...(cause && { cause }),
  };
}
