/**
 * JSON calls to Parley's API with the spec's timeout and error wording. A call to one of Parley's own routes
 * names the route's contract (src/shared/api/contracts.ts) as its type, which types the method, the body
 * and the answer: apiRequest<'GET /api/teachers/:slug'>(`/api/teachers/${slug}`). In development each
 * answer is also checked against the schema of the contract its method and path match; production builds
 * carry the types only (no zod, no contract names: `npm run bench:bundle`). Better Auth's /api/auth/*
 * routes have no contract: authRequest.
 */
import type { BodyOf, JsonApiRoute, ResponseOf } from '#/shared/api/contracts';
import { DEFAULT_TIMEOUT_MS } from '#/shared/constants';
import { translate } from '#/shared/i18n/catalogue';
import { getLocale } from '#/web/i18n/locale-store';
// Called only under import.meta.env.DEV: production builds drop it, and with it zod and the schemas.
import { checkResponse } from './check-response';
import { apiClientCatalogue } from './messages/catalogue';
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

type MethodOf<R extends string> = R extends `${infer M} ${string}` ? M : never;
/** GET (no body) and POST (a body) are the defaults; any other method is named, and must be the contract's. */
type MethodOption<R extends JsonApiRoute> = MethodOf<R> extends 'GET' | 'POST' ? { method?: MethodOf<R> } : { method: MethodOf<R> };
/** A POST whose contract reads no body still sends an empty JSON object. */
type BodyOption<R extends JsonApiRoute> = [BodyOf<R>] extends [undefined] ? (MethodOf<R> extends 'POST' ? { body: Record<string, never> } : { body?: undefined }) : { body: BodyOf<R> };
type ContractOptions<R extends JsonApiRoute> = { timeoutMs?: number; signal?: AbortSignal } & MethodOption<R> & BodyOption<R>;
type OptionsArgument<R extends JsonApiRoute> = object extends ContractOptions<R> ? [options?: ContractOptions<R>] : [options: ContractOptions<R>];

/** A call to one of Parley's routes, typed by its contract R. */
export function apiRequest<R extends JsonApiRoute = never>(path: string, ...[options]: OptionsArgument<R>): Promise<ResponseOf<R>> {
  return request(path, options ?? {}) as Promise<ResponseOf<R>>;
}

/** A call to Better Auth's /api/auth/* routes, which have no contract. */
export function authRequest<T>(path: string, options?: RequestOptions): Promise<T> {
  return request(path, options ?? {}) as Promise<T>;
}

async function request(path: string, options: RequestOptions): Promise<unknown> {
  const init: RequestInit = {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    // The server answers errors (and writes emails for an account without a saved language) in the interface language.
    headers: { Accept: 'application/json', 'Accept-Language': getLocale(), ...(options.body !== undefined && { 'Content-Type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
  const response = await withTimeout(fetch(path, init), options.timeoutMs ?? DEFAULT_TIMEOUT_MS).catch((error: unknown) => {
    // The browser's own words for an unreachable server are English whatever the page speaks.
    if (error instanceof TypeError && getLocale() !== 'en') throw new TypeError(translate(apiClientCatalogue, getLocale(), 'unreachable'), { cause: error });
    throw error;
  });
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    // The server's own words when it gave any; otherwise the spec's generic wording.
    const { error, message, code } = (data ?? {}) as Record<string, unknown>;
    const said = [error, message].find((words) => typeof words === 'string' && words) as string | undefined;
    throw new ApiError(said ?? translate(apiClientCatalogue, getLocale(), 'requestFailed', { status: response.status }), response.status, typeof code === 'string' ? code : undefined);
  }
  if (import.meta.env.DEV) checkResponse(init.method!, path, data);
  return data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
