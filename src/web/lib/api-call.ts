/**
 * A call to one of Parley's API routes by its contract (src/shared/api/contracts.ts): the route's key gives
 * the method, the path and the types of what is sent and answered. In development the answer is also
 * checked against the contract's schema; production builds carry the types only (no zod in the bundle).
 */
import type { BodyOf, JsonApiRoute, QueryOf, ResponseOf } from '#/shared/api/contracts';
import { apiRequest } from './api-client';

type PathOf<R extends string> = R extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;

type ParamsOption<R extends JsonApiRoute> = [ParamNames<PathOf<R>>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<PathOf<R>>, string | number> };
type BodyOption<R extends JsonApiRoute> = [BodyOf<R>] extends [undefined] ? { body?: undefined } : { body: BodyOf<R> };
type QueryOption<R extends JsonApiRoute> = [QueryOf<R>] extends [undefined] ? { query?: undefined } : { query?: { [K in keyof QueryOf<R>]?: string | number | undefined } };

export type ApiCallOptions<R extends JsonApiRoute> = { timeoutMs?: number; signal?: AbortSignal } & ParamsOption<R> & BodyOption<R> & QueryOption<R>;
type OptionsArgument<R extends JsonApiRoute> = object extends ApiCallOptions<R> ? [options?: ApiCallOptions<R>] : [options: ApiCallOptions<R>];

export async function apiCall<R extends JsonApiRoute>(route: R, ...[options]: OptionsArgument<R>): Promise<ResponseOf<R>> {
  const { method, path } = resolveRoute(route, options ?? {});
  // A POST without a body schema still sends an empty JSON object, as the server's same-origin check expects of a JSON API.
  const body = options?.body ?? (method === 'POST' ? {} : undefined);
  const data = await apiRequest<unknown>(path, { method, body, timeoutMs: options?.timeoutMs, signal: options?.signal });
  if (import.meta.env.DEV) {
    const { checkResponse } = await import('./check-response');
    checkResponse(route, data);
  }
  return data as ResponseOf<R>;
}

/** 'GET /api/teachers/:slug' with { slug: 'sophia' } → GET /api/teachers/sophia, plus the query string. */
export function resolveRoute(route: string, options: { params?: Record<string, string | number>; query?: Record<string, string | number | undefined> }): { method: string; path: string } {
  const [method = 'GET', template = ''] = route.split(' ');
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${route}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return { method, path: search ? `${path}?${search}` : path };
}
