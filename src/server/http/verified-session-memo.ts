/**
 * Better Auth checks the signed session cookie on every request: two HMACs and a pass through its
 * endpoint machinery, about a millisecond of CPU. A Cookie header it accepted moments ago is answered
 * from memory instead, until the signed cookie's own expiry and never longer than MEMO_MS: the window in
 * which a revoked session still works (ADR 009) is unchanged. A cookie we cannot read is not memoised.
 */
export const MEMO_MS = 10_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; until: number };

export class VerifiedSessionMemo<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #verifying = new Map<string, Promise<unknown>>();

  /**
   * Runs `verify` once for concurrent requests carrying the same Cookie header (a page's parallel calls,
   * a learner's voice and chat at once, many replies when the signed cookie has just lapsed): they share
   * its answer. Nothing is kept once it settles; a failure reaches every waiting request.
   */
  verifyOnce<R>(cookieHeader: string, verify: () => Promise<R>): Promise<R> {
    const pending = this.#verifying.get(cookieHeader) as Promise<R> | undefined;
    if (pending) return pending;
    const started = verify().finally(() => this.#verifying.delete(cookieHeader));
    this.#verifying.set(cookieHeader, started);
    return started;
  }

  get(cookieHeader: string, now = Date.now()): T | undefined {
    const entry = this.#entries.get(cookieHeader);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.#entries.delete(cookieHeader);
    return undefined;
  }

  remember(cookieHeader: string, value: T, now = Date.now()): void {
    const cookieExpiry = signedCookieExpiry(cookieHeader);
    if (cookieExpiry === null || cookieExpiry <= now) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!); // the oldest
    this.#entries.set(cookieHeader, { value, until: Math.min(cookieExpiry, now + MEMO_MS) });
  }
}

/** The expiry Better Auth wrote into its compact `session_data` cookie (base64url JSON with `expiresAt`), or null. */
export function signedCookieExpiry(cookieHeader: string): number | null {
  const values = cookieHeader
    .split(';')
    .map((part) => part.trim().split('='))
    .filter(([name]) => name?.endsWith('.session_data'));
  if (values.length !== 1) return null; // absent, or split into chunks
  try {
    const payload = JSON.parse(Buffer.from(decodeURIComponent(values[0]![1] ?? ''), 'base64url').toString('utf8')) as { expiresAt?: unknown };
    return typeof payload.expiresAt === 'number' ? payload.expiresAt : null;
  } catch {
    return null;
  }
}
