/**
 * Streams a chat completion from an OpenAI-compatible API with a plain `fetch` and a small
 * Server-Sent Events reader. On the hot path of every reply this costs a fraction of the openai SDK's
 * per-request and per-chunk work (its abort plumbing, stream wrappers and retry machinery: ADR 014),
 * while keeping what matters: one retry of a refused or unreachable request before any byte is read,
 * a 30 s limit on waiting for the answer to start and on every silence inside it, and the caller's abort.
 */
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
    if (!response.body) throw new ProviderError(options.provider, 'bad_response', INVALID_RESPONSE_MESSAGE);
    yield* readEvents(options.provider, response.body, () => timer.refresh());
  } catch (error) {
    throw controller.signal.aborted && !options.signal?.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function post(options: ChatStreamOptions, signal: AbortSignal): Promise<Response> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Authorization: `Bearer ${options.apiKey}` },
    body: JSON.stringify(options.body),
    signal,
  };
  const url = `${options.baseURL.replace(/\/+$/, '')}/chat/completions`;
  for (let attempt = 0; ; attempt += 1) {
    const canRetry = attempt < (options.maxRetries ?? 1);
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (signal.aborted || !canRetry) throw signal.aborted ? error : new ProviderError(options.provider, 'unavailable', `${options.provider} unreachable: ${(error as Error).message}`, 502, { cause: error });
      await wait(DEFAULT_RETRY_WAIT_MS, signal);
      continue;
    }
    if (response.ok) return response;
    const detail = await response.text().catch(() => '');
    if (canRetry && (RETRYABLE_STATUSES.has(response.status) || response.status >= 500)) {
      await wait(retryWaitMs(response.headers), signal);
      continue;
    }
    throw new ProviderError(options.provider, kindForStatus(response.status), `${options.provider} failed: ${response.status} ${errorMessageOf(detail)}`, response.status);
  }
}

/** The provider's Retry-After when it is reasonable, else a short pause. */
function retryWaitMs(headers: Headers): number {
  const seconds = Number(headers.get('retry-after'));
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
async function* readEvents(provider: string, body: ReadableStream<Uint8Array>, onBytes: () => void): AsyncGenerator<ChatChunk[]> {
  const decoder = new TextDecoder();
  let pending = '';
  let data: string[] = [];
  for await (const bytes of body) {
    onBytes();
    pending += decoder.decode(bytes, { stream: true });
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
            if (batch.length) yield batch;
            return;
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
  if (data.length && data.join('\n') !== '[DONE]') yield [parseChunk(provider, data.join('\n'))];
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
