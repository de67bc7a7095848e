/**
 * Better Auth's refusals (`{ message, code }`: a wrong password, an address already used, a name too long)
 * in the request's language, found in the API's catalogue by their English; anything else passes as it came.
 */
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import { localizeErrorMessage } from '../http/localize-error';

export async function localizeAuthError(response: Response, locale: Locale): Promise<Response> {
  if (locale === DEFAULT_LOCALE || response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null;
  if (!body || typeof body.message !== 'string') return response;
  const message = localizeErrorMessage(locale, body.message);
  if (message === body.message) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, statusText: response.statusText, headers });
}
