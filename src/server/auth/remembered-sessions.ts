/**
 * Sessions this process read moments ago, by token: a signed-in learner's next request within the window
 * is answered from memory, never past the session's own expiry. The window is SESSION_CACHE_SECONDS: how
 * long a signed-out or revoked session may still work here when someone replays its cookie (ADR 009).
 */
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; until: number };

export class RememberedSessions<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #reading = new Map<string, Promise<unknown>>();

  constructor(readonly windowMs: number) {}

  /**
   * Runs `read` once for concurrent requests with the same token (a page's parallel calls, a learner's
   * voice and chat at once): they share its answer. Nothing is kept once it settles; a failure reaches
   * every waiting request.
   */
  readOnce<R>(token: string, read: () => Promise<R>): Promise<R> {
    const pending = this.#reading.get(token) as Promise<R> | undefined;
    if (pending) return pending;
    const started = read().finally(() => this.#reading.delete(token));
    this.#reading.set(token, started);
    return started;
  }

  get(token: string, now = Date.now()): T | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.#entries.delete(token);
    return undefined;
  }

  /** Keeps `value` for the window, and never past `expiresAt` (the session's own end). */
  remember(token: string, value: T, expiresAt: number, now = Date.now()): void {
    const until = Math.min(expiresAt, now + this.windowMs);
    if (until <= now) return;
    this.#entries.delete(token); // re-inserted last: the map stays oldest first
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(token, { value, until });
  }

  forget(token: string): void {
    this.#entries.delete(token);
  }

  /** Forgets every remembered session whose value matches (all of one user's, say). */
  forgetWhere(matches: (value: T) => boolean): void {
    for (const [token, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(token);
  }
}
