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
const writeToStdout: Write = (line) => void process.stdout.write(line);
let write: Write = writeToStdout;
const taps = new Set<Write>();

const REDACTED_KEYS = ['password', 'newPassword', 'currentPassword', 'token', 'authorization', 'cookie', 'apiKey', 'api_key', 'secret', 'text', 'content', 'messages', 'body', 'html'];

export const log = pino(
  {
    level: 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
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
