/**
 * Streams a chat completion from an OpenAI-compatible API with Node's own HTTP client (keep-alive) and a
 * small Server-Sent Events reader. On the hot path of every reply this costs a fraction of the openai SDK's
 * per-request and per-chunk work (its abort plumbing, stream wrappers and retry machinery: ADR 014),
 * while keeping what matters: one retry of a refused or unreachable request before any byte is read,
 * a 30 s limit on waiting for the answer to start and on every silence inside it, and the caller's abort.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { INVALID_RESPONSE_MESSAGE } from '#/shared/chat-api';
import { kindForStatus, ProviderError } from '../../lib/provider-error';

export type ChatStreamOptions = {
  /** Names the provider in errors, for the server log. */
  provider: string;
  baseURL: string;
  apiKey: string;
  body: Record<string, unknown>;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
};

/** One `data:` payload of the stream, as the API sent it. */
export type ChatChunk = {
  choices?: Array<{ delta?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
};

const RETRYABLE_STATUSES = new Set([408, 409, 429]);
/** Connections to the model are kept open between replies, as fetch and the SDK would. */
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
const MAX_RETRY_WAIT_MS = 10_000;
const DEFAULT_RETRY_WAIT_MS = 500;

/**
 * Yields the chunks of each network read together: a busy server (or a fast model) delivers several at
 * once, and passing them on as one piece spares a write to the learner per token.
 */
export async function* streamChatCompletion(options: ChatStreamOptions): AsyncGenerator<ChatChunk[]> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) throw options.signal.reason;
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  // One timer for the whole call: refreshed by every chunk, so it measures silence, not length.
  const timer = setTimeout(() => controller.abort(new ProviderError(options.provider, 'timeout', `${options.provider}: no answer within ${timeoutMs / 1000} s`, 504)), timeoutMs);
  try {
    const response = await post(options, controller.signal);
    yield* readEvents(options.provider, response, () => timer.refresh());
  } catch (error) {
    // An abort says why: the caller's reason, or our own time limit.
    if (options.signal?.aborted) throw options.signal.reason;
    if (controller.signal.aborted) throw controller.signal.reason;
    // A connection the provider dropped mid-answer is the provider's failure, like one it never answered.
    throw error instanceof ProviderError ? error : new ProviderError(options.provider, 'unavailable', `${options.provider} broke off its answer: ${(error as Error).message}`, 502, { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function post(options: ChatStreamOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const url = new URL(`${options.baseURL.replace(/\/+$/, '')}/chat/completions`);
  const body = JSON.stringify(options.body);
  const headers = { 'Content-Type': 'application/json', Accept: 'text/event-stream', Authorization: `Bearer ${options.apiKey}`, 'Content-Length': Buffer.byteLength(body) };
  for (let attempt = 0; ; attempt += 1) {
    const canRetry = attempt < (options.maxRetries ?? 1);
    let response: IncomingMessage;
    try {
      response = await send(url, headers, body, signal);
    } catch (error) {
      if (signal.aborted || !canRetry) throw signal.aborted ? error : new ProviderError(options.provider, 'unavailable', `${options.provider} unreachable: ${(error as Error).message}`, 502, { cause: error });
      await wait(DEFAULT_RETRY_WAIT_MS, signal);
      continue;
    }
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return response;
    const detail = await readText(response).catch(() => '');
    if (canRetry && (RETRYABLE_STATUSES.has(status) || status >= 500)) {
      await wait(retryWaitMs(response.headers['retry-after']), signal);
      continue;
    }
    throw new ProviderError(options.provider, kindForStatus(status), `${options.provider} failed: ${status} ${errorMessageOf(detail)}`, status);
  }
}

function send(url: URL, headers: Record<string, string | number>, body: string, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const isHttps = url.protocol === 'https:';
    const request = (isHttps ? https : http).request(url, { method: 'POST', headers, agent: isHttps ? agents.https : agents.http, signal }, resolve);
    request.on('error', reject);
    request.end(body);
  });
}

async function readText(response: IncomingMessage): Promise<string> {
  let text = '';
  response.setEncoding('utf8');
  for await (const chunk of response) text += chunk;
  return text;
}

/** The provider's Retry-After when it is reasonable, else a short pause. */
function retryWaitMs(retryAfter: string | undefined): number {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 && seconds * 1000 <= MAX_RETRY_WAIT_MS ? seconds * 1000 : DEFAULT_RETRY_WAIT_MS;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function errorMessageOf(body: string): string {
  try {
    const message = (JSON.parse(body) as ChatChunk).error?.message;
    if (message) return message;
  } catch {
    // not JSON: the text itself, shortened, is the best description there is
  }
  return body.slice(0, 300);
}

/** Server-Sent Events: lines ending in CR, LF or CRLF; a blank line ends an event; `data:` lines join with LF. */
async function* readEvents(provider: string, body: IncomingMessage, onBytes: () => void): AsyncGenerator<ChatChunk[]> {
  let pending = '';
  let data: string[] = [];
  let isDone = false;
  body.setEncoding('utf8'); // decodes characters split across reads
  // Read to the end even after [DONE]: leaving the loop early would destroy the socket, not return it to the keep-alive pool.
  for await (const text of body) {
    if (isDone) continue;
    onBytes();
    pending += text as string;
    const batch: ChatChunk[] = [];
    let start = 0;
    for (;;) {
      const end = nextLineEnd(pending, start);
      if (end === -1) break;
      const line = pending.slice(start, end);
      start = end + (pending[end] === '\r' && pending[end + 1] === '\n' ? 2 : 1);
      if (line === '') {
        if (data.length) {
          const payload = data.join('\n');
          data = [];
          if (payload === '[DONE]') {
            isDone = true;
            break;
          }
          batch.push(parseChunk(provider, payload));
        }
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line[5] === ' ' ? 6 : 5));
      }
      // `event:`, `id:`, `retry:` and comments carry nothing a chat completion needs.
    }
    pending = pending.slice(start);
    if (batch.length) yield batch;
  }
  if (!isDone && data.length && data.join('\n') !== '[DONE]') yield [parseChunk(provider, data.join('\n'))];
}

/** The end of the next complete line; a CR at the very end waits for the next bytes (it may be half of CRLF). */
function nextLineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 10) return i;
    if (char === 13) return i + 1 < text.length ? i : -1;
  }
  return -1;
}

function parseChunk(provider: string, payload: string): ChatChunk {
  let chunk: ChatChunk;
  try {
    chunk = JSON.parse(payload) as ChatChunk;
  } catch {
    throw new ProviderError(provider, 'bad_response', INVALID_RESPONSE_MESSAGE);
  }
  if (chunk?.error) throw new ProviderError(provider, 'unavailable', `${provider} failed inside the stream: ${chunk.error.message ?? 'unknown'}`);
  return chunk;
}
