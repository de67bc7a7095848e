/**
 * JSON calls with the spec's timeout and error wording. Parley's own routes are called through apiCall
 * (./api-call), typed by their contracts; this is used directly only for Better Auth's /api/auth/* routes.
 */
import { DEFAULT_TIMEOUT_MS } from '#/shared/constants';
import { withTimeout } from './with-timeout';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

type RequestOptions = { method?: string; body?: unknown; timeoutMs?: number; signal?: AbortSignal };

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: options.body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
  const response = await withTimeout(fetch(path, init), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    // The server's own words when it gave any; otherwise the spec's generic wording.
    const message = readMessage(data) ?? `Request failed with status ${response.status}`;
    throw new ApiError(message, response.status, readCode(data));
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.error === 'string' && record.error) return record.error;
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return undefined;
}

function readCode(data: unknown): string | undefined {
  if (data && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'string') {
    return (data as { code: string }).code;
  }
  return undefined;
}
